/** Rows of store.ts as the API's shapes (types/contract/pianoAudio.ts). */
import { addDays, beijing } from '../../lib/time'
import type * as C from '~types/contract/pianoAudio'
import { pianoAudio } from '~types/endpoints/pianoAudio'
import { pathOf } from '~types/endpoints/endpoint'
import type { LessonScoreLink, ScoreRow, TimeMap, TrackRow } from './store'
import { retimed } from './timeMap'

/** A moment's Beijing day, `YYYY-MM-DD`. */
export const dayOf = (date: Date) => beijing(date).slice(0, 10)

/**
 * Today's seconds, the streak (days in a row up to today, or up to yesterday while today is empty), the
 * week; from the learner's practised days, newest first.
 */
export function practiceSummary(rows: readonly C.PracticeDay[], at: Date): C.PracticeSummary {
  const byDay = new Map(rows.map((r) => [r.day, r.seconds]))
  const today = dayOf(at)
  let streak = 0
  for (let d = byDay.has(today) ? 0 : 1; byDay.has(dayOf(addDays(at, -d))); d++) streak++
  const week = Array.from({ length: 7 }, (_, i) => {
    const day = dayOf(addDays(at, i - 6))
    return { day, seconds: byDay.get(day) ?? 0 }
  })
  return { today, today_seconds: byDay.get(today) ?? 0, streak, total_days: rows.length, week }
}

/**
 * A score with its engraving's time map: page pictures as URLs of this server, times in ms (of the recording,
 * where the studio tapped its bars).
 */
export function scoreView(publicUrl: string, row: Pick<ScoreRow, 'id' | 'bpm' | 'beats_per_bar' | 'bar_ms'>, engraved: TimeMap): C.Score {
  const map = row.bar_ms ? retimed(engraved, JSON.parse(row.bar_ms) as number[]) : engraved
  const pageUrl = (n: number, format: 'svg' | 'png') => `${publicUrl}${pathOf(pianoAudio.scorePage, { id: row.id, page: n })}?format=${format}`
  return {
    id: row.id,
    bpm: row.bpm,
    beats_per_bar: row.beats_per_bar,
    duration_ms: map.durationMs,
    pages: map.pages.map((p, i) => ({ ...p, svg: pageUrl(i + 1, 'svg'), png: pageUrl(i + 1, 'png') })),
    bars: map.bars.map(({ onMs, ...b }) => ({ ...b, on_ms: onMs })),
    notes: map.notes.map(({ onMs, offMs, ...n }) => ({ ...n, on_ms: onMs, off_ms: offMs }))
  }
}

/** A lesson's linked score: the track without its media file (its audio URL is signed by playinfo). */
export function lessonScoreView(link: LessonScoreLink, { media: _media, ...track }: TrackRow, score: C.Score): C.LessonScore {
  return { track, sync_ms: link.sync_ms, exercise_id: link.exercise_id, score }
}
