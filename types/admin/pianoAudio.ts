/**
 * Plain rules of 钢琴曲库's console, shared by the server and the console's forms (no TypeBox: the console
 * imports this file at run time): the bounds of a track and the time map's check.
 */

/** A track's bounds (the learner's player counts bars from bpm and beats_per_bar). */
export const TRACK_LIMITS = { maxTitle: 60, maxComposer: 40, maxLevel: 10, maxSeconds: 3600, minBpm: 20, maxBpm: 300, maxBeats: 12 } as const

/** What a category holds (the app draws each kind with its own badge). */
export const AUDIO_KIND_NAMES = { exam: '考级曲目', famous: '世界名曲', accompaniment: '伴奏音轨', scales: '音阶与琶音' } as const

/** An uploaded recording: at most 50 MB (a ten-minute piece at 320 kbps is 24 MB). */
export const AUDIO_MAX_BYTES = 50 * 1024 * 1024
/** An uploaded score (.musicxml, .xml or .mxl): at most 5 MB (a sonata's MusicXML is about 1-2 MB). */
export const SCORE_MAX_BYTES = 5 * 1024 * 1024

/**
 * Why a time map cannot be saved, or null when it can: one start a bar (ms of the recording), each later than
 * the one before, the first not before 0, the last inside the recording.
 */
export function barTimesProblem(barMs: readonly number[], barCount: number, durationMs: number): string | null {
  if (barMs.length !== barCount) return `乐谱有 ${barCount} 个小节，时间表有 ${barMs.length} 个，请为每个小节打点`
  for (let i = 0; i < barMs.length; i++) {
    const t = barMs[i]
    if (!Number.isInteger(t) || t < 0) return `第 ${i + 1} 小节的时间不能小于 0`
    if (i > 0 && t <= barMs[i - 1]) return `第 ${i + 1} 小节的时间必须晚于第 ${i} 小节`
    if (t >= durationMs) return `第 ${i + 1} 小节的时间超出了音频时长（${(durationMs / 1000).toFixed(1)} 秒）`
  }
  return null
}

/** A listen exercise's bounds: its speed (times the score's tempo) and its passing accuracy (percent). */
export const LISTEN_LIMITS = { minSpeed: 0.5, maxSpeed: 1.5, minPass: 1, maxPass: 100, maxTitle: 60 } as const

/**
 * Why a listen exercise set on bars `from`..`to` (1-based, both included) of a score with `barCount` bars cannot be
 * saved, or null when it can.
 */
export function listenExerciseProblem(e: { bar_from: number; bar_to: number; speed: number; pass_accuracy: number }, barCount: number): string | null {
  const { minSpeed, maxSpeed, minPass, maxPass } = LISTEN_LIMITS
  if (e.bar_from > e.bar_to) return '起始小节不能大于结束小节'
  if (e.bar_from < 1 || e.bar_to > barCount) return `所选小节超出了乐谱范围（这首曲目的乐谱共 ${barCount} 个小节）`
  if (!(e.speed >= minSpeed && e.speed <= maxSpeed)) return `速度须在 ${minSpeed} 到 ${maxSpeed} 倍之间`
  if (!Number.isInteger(e.pass_accuracy) || e.pass_accuracy < minPass || e.pass_accuracy > maxPass) return `及格正确率须在 ${minPass}% 到 ${maxPass}% 之间`
  return null
}
