import fs from 'fs'
import os from 'os'
import path from 'path'
import { spawn } from 'child_process'

/**
 * The HLS ladder: one ffmpeg run turns a video into up to three renditions (360p, 540p, 720p; none above
 * the source's height, the lowest always), 6-second segments cut on keyframes, every segment AES-128
 * encrypted with the asset's key; then a poster frame. ffmpeg and ffprobe are Debian's (.ci/run installs
 * them).
 */
const SEGMENT_SECONDS = 6

interface Rung {
  name: string
  height: number
  /** Video bitrate cap (bits/s); the quality is CRF under it. */
  maxrate: number
}

export const LADDER: readonly Rung[] = [
  { name: '360p', height: 360, maxrate: 600_000 },
  { name: '540p', height: 540, maxrate: 1_200_000 },
  { name: '720p', height: 720, maxrate: 2_200_000 }
]

/** What a rendition of a finished asset is: its name, size and the bandwidth the master playlist announces. */
export interface Rendition {
  name: string
  width: number
  height: number
  bandwidth: number
}

interface Probe {
  duration: number
  width: number
  height: number
  audio: boolean
}

/** How hard to squeeze: the studio's uploads take the defaults; the committed demo lessons squeeze harder (small repository). */
export interface Quality {
  crf: number
  audioKbps: number
  audioChannels: number
}

const STUDIO_QUALITY: Quality = { crf: 26, audioKbps: 64, audioChannels: 2 }

/** A failure a studio's administrator can act on, said in Chinese (the console shows it). */
export class TranscodeError extends Error {}

function run(cmd: string, args: string[], onStdout?: (line: string) => void): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    let pending = ''
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString()
      if (!onStdout) return void (stdout += text)
      pending += text
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const l of lines) onStdout(l)
    })
    // Only the tail matters (the reason of a failure).
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)))
    child.on('error', (e: NodeJS.ErrnoException) => reject(e.code === 'ENOENT' ? new TranscodeError('服务器未安装 ffmpeg') : e))
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }))
  })
}

/** Duration, picture size and whether there is sound; refuses what is not a video. */
async function probe(file: string): Promise<Probe> {
  const { code, stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type,width,height', '-of', 'json', file])
  if (code !== 0) throw new TranscodeError('文件不是可识别的视频')
  const info = JSON.parse(stdout || '{}') as { format?: { duration?: string }; streams?: { codec_type: string; width?: number; height?: number }[] }
  const video = info.streams?.find((s) => s.codec_type === 'video' && s.width && s.height)
  const duration = Number(info.format?.duration ?? 0)
  if (!video || !(duration > 0)) throw new TranscodeError('文件不是可识别的视频')
  return { duration, width: video.width!, height: video.height!, audio: !!info.streams?.some((s) => s.codec_type === 'audio') }
}

/** The rungs made for a source this tall: those not above it, and always the lowest. */
const rungsFor = (sourceHeight: number): Rung[] => {
  const fit = LADDER.filter((r) => r.height <= sourceHeight)
  return fit.length ? fit : [LADDER[0]]
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2)

/**
 * Transcodes `input` into `outDir` (`<rung>/stream.m3u8`, `<rung>/seg-NNN.ts`, `poster.jpg`, `audio.mp3` when it
 * has sound), encrypted with
 * `key` (16 bytes; the playlists name the key `key`, rewritten to a signed URL when served). `onProgress`
 * gets 0-100 as ffmpeg reports its position.
 */
export async function transcodeLadder(
  input: string,
  outDir: string,
  key: Buffer,
  options: { onProgress?: (percent: number) => void; quality?: Quality; rungs?: readonly Rung[] } = {}
): Promise<{ probe: Probe; renditions: Rendition[]; audio: boolean }> {
  const { onProgress = () => {}, quality = STUDIO_QUALITY } = options
  const p = await probe(input)
  // `rungs`: the benchmark measures one rung at a time; the pipeline takes the ladder for the source.
  const rungs = options.rungs ?? rungsFor(p.height)
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ladder-'))
  try {
    const keyFile = path.join(work, 'aes.key')
    fs.writeFileSync(keyFile, key)
    const keyInfo = path.join(work, 'key.info')
    fs.writeFileSync(keyInfo, `key\n${keyFile}\n`)
    for (const r of rungs) fs.mkdirSync(path.join(outDir, r.name), { recursive: true })
    const split = `[0:v]split=${rungs.length}${rungs.map((_, i) => `[s${i}]`).join('')};${rungs.map((r, i) => `[s${i}]scale=-2:${r.height}[v${i}]`).join(';')}`
    const args = ['-nostdin', '-y', '-v', 'error', '-i', input, '-filter_complex', split]
    rungs.forEach((r, i) => {
      args.push('-map', `[v${i}]`)
      if (p.audio) args.push('-map', '0:a:0')
      args.push(`-maxrate:v:${i}`, String(r.maxrate), `-bufsize:v:${i}`, String(r.maxrate * 2))
    })
    args.push(
      '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-crf', String(quality.crf), '-pix_fmt', 'yuv420p',
      // A keyframe every segment, exactly: each segment starts clean, so a cut (the trial) or a switch of rung lands on one.
      '-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`, '-sc_threshold', '0'
    )
    if (p.audio) args.push('-c:a', 'aac', '-b:a', `${quality.audioKbps}k`, '-ac', String(quality.audioChannels))
    args.push(
      '-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod', '-hls_flags', 'independent_segments',
      '-hls_key_info_file', keyInfo,
      '-hls_segment_filename', path.join(outDir, '%v', 'seg-%03d.ts'),
      '-var_stream_map', rungs.map((r, i) => (p.audio ? `v:${i},a:${i},name:${r.name}` : `v:${i},name:${r.name}`)).join(' '),
      '-progress', 'pipe:1', '-nostats',
      path.join(outDir, '%v', 'stream.m3u8')
    )
    const { code, stderr } = await run('ffmpeg', args, (line) => {
      const m = /^out_time_us=(\d+)/.exec(line)
      if (m) onProgress(Math.min(99, Math.floor((Number(m[1]) / 1e6 / p.duration) * 100)))
    })
    if (code !== 0) throw new TranscodeError(`转码失败：${lastLine(stderr)}`)
    // The poster: a frame a second in (or halfway through a shorter clip), at the lowest rung's size.
    const at = Math.min(1, p.duration / 2)
    const poster = await run('ffmpeg', ['-nostdin', '-y', '-v', 'error', '-ss', at.toFixed(2), '-i', input, '-frames:v', '1', '-vf', `scale=-2:${rungs[0].height}`, '-q:v', '4', path.join(outDir, 'poster.jpg')])
    if (poster.code !== 0) throw new TranscodeError(`封面截取失败：${lastLine(poster.stderr)}`)
    // The lesson's sound alone (听音频, and the audio a downloadable course lets learners keep).
    if (p.audio) {
      const audio = await run('ffmpeg', ['-nostdin', '-y', '-v', 'error', '-i', input, '-vn', '-ac', '1', '-c:a', 'libmp3lame', '-b:a', '32k', path.join(outDir, 'audio.mp3')])
      if (audio.code !== 0) throw new TranscodeError(`音频提取失败：${lastLine(audio.stderr)}`)
    }
    onProgress(100)
    const renditions = rungs.map((r) => {
      const width = even((p.width * r.height) / p.height)
      return { name: r.name, width, height: r.height, bandwidth: measuredBandwidth(path.join(outDir, r.name), r.maxrate) }
    })
    return { probe: p, renditions, audio: p.audio }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

const lastLine = (text: string) => text.trim().split('\n').pop()?.slice(0, 200) ?? '未知错误'

/** The peak bitrate of a rendition's segments (what BANDWIDTH must announce), the cap when unmeasurable. */
function measuredBandwidth(dir: string, cap: number): number {
  const playlist = fs.readFileSync(path.join(dir, 'stream.m3u8'), 'utf8').split('\n')
  let peak = 0
  for (let i = 0; i < playlist.length; i++) {
    const m = /^#EXTINF:([\d.]+)/.exec(playlist[i])
    if (!m) continue
    const file = playlist.slice(i + 1).find((l) => l && !l.startsWith('#'))
    if (!file) continue
    const seconds = Number(m[1])
    if (seconds > 0.5) peak = Math.max(peak, Math.ceil((fs.statSync(path.join(dir, file)).size * 8) / seconds))
  }
  return peak || cap
}
