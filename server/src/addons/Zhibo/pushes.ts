import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import { spawn } from 'child_process'
import type { AppContext } from '../../context'
import { readSetting } from '../../system/settings'
import { addSeconds, beijing, now, parseBeijing } from '../../lib/time'
import { hubOf } from './hub'
import * as store from './store'
import type { StreamRow } from './store'

/**
 * A teacher's push, as the engine reports it, drives the session: the first accepted push makes it live
 * (every room switches to the stream), a dropped push leaves it waiting for the teacher (主播网络不稳定 in
 * every room) for the grace, a push again within it resumes, and the session ends when the grace runs out
 * or the teacher ends it. Its recording then goes through the lesson pipeline and becomes the replay,
 * published at once or held for the administrator.
 */
interface LiveSettings {
  /** How long before its scheduled start a session's key may push. */
  early_start_minutes: number
  /** How long after its scheduled start a session's key may still push. */
  window_minutes: number
  /** How long a dropped push may stay away before the session ends. */
  reconnect_grace_seconds: number
  /** `publish`: the replay goes out when ready; `hold`: it waits for the administrator. */
  replay: 'publish' | 'hold'
}

const LIVE_DEFAULTS: LiveSettings = { early_start_minutes: 30, window_minutes: 240, reconnect_grace_seconds: 60, replay: 'publish' }

export const liveSettings = (ctx: AppContext): Promise<LiveSettings> => readSetting(ctx.kdb, 'live', LIVE_DEFAULTS)

/** A fresh push key: the RTMP stream name, unguessable. */
const newStreamKey = () => crypto.randomBytes(12).toString('hex')

/** The session's key, made on first use. */
export async function streamKeyOf(ctx: AppContext, videoId: number): Promise<string> {
  const s = await store.streamOf(ctx.kdb, videoId)
  if (s?.stream_key) return s.stream_key
  const key = newStreamKey()
  await store.setStreamKey(ctx.kdb, videoId, key)
  return key
}

/** Why a push may not start now (in Chinese, for the engine's log and the teacher), or null when it may. */
function pushRefusal(s: StreamRow | undefined, settings: LiveSettings, at = now()): string | null {
  if (!s) return '推流码无效'
  if (s.status === 2) return '本节直播已结束'
  if (s.push_state === 'pushing') return '本节直播已在推流中'
  const start = parseBeijing(s.published_at).getTime()
  if (at.getTime() < start - settings.early_start_minutes * 60_000) return `开播前${settings.early_start_minutes}分钟内才能推流`
  if (at.getTime() > start + settings.window_minutes * 60_000) return '已超过本节直播的推流时间'
  return null
}

/** `on_publish`: accepts the class's current key inside its window, and the rooms switch to the stream. */
export async function publish(ctx: AppContext, key: string): Promise<string | null> {
  const s = await store.streamByKey(ctx.kdb, key)
  const refusal = pushRefusal(s, await liveSettings(ctx))
  if (refusal || !s) return refusal
  const { started, resumed } = await store.startPush(ctx.kdb, s.id, beijing())
  if (!started) return '本节直播已在推流中'
  hubOf(ctx.shared).broadcast(s.id, { t: resumed ? 'stream-resumed' : 'room-start' })
  return null
}

/** `on_publish_done`: the push stopped; the rooms wait for the teacher (the session ends after the grace). */
export async function publishDone(ctx: AppContext, key: string): Promise<void> {
  const s = await store.streamByKey(ctx.kdb, key)
  if (!s) return
  if (s.status === 2) {
    // Ended by the teacher while still pushing: the recording can be made into the replay now.
    await store.clearPush(ctx.kdb, s.id)
    return void (await makeReplay(ctx, s.id))
  }
  if (await store.interruptPush(ctx.kdb, s.id, beijing())) hubOf(ctx.shared).broadcast(s.id, { t: 'stream-interrupted' })
}

/** `on_record_done`: a piece of the session's recording is closed (one per push). */
export async function recordDone(ctx: AppContext, key: string, file: string): Promise<void> {
  const s = await store.streamByKey(ctx.kdb, key)
  const dir = ctx.liveEngine.recordDir
  // Only files the engine wrote where this server told it to.
  if (!s || path.dirname(path.resolve(file)) !== path.resolve(dir) || !fs.existsSync(file)) return
  await store.addRecording(ctx.kdb, s.id, path.basename(file), beijing())
  if (s.status === 2 && s.push_state !== 'pushing') await makeReplay(ctx, s.id)
}

/** Ends a pushed session now: its rooms are told, and its recording becomes the replay once closed. */
export async function endSession(ctx: AppContext, videoId: number): Promise<boolean> {
  const s = await store.streamOf(ctx.kdb, videoId)
  if (!s || s.status !== 1 || !s.started_at) return false
  // A session that waited out its grace ended when the push dropped.
  const end = s.push_state === 'interrupted' && s.interrupted_at ? parseBeijing(s.interrupted_at) : now()
  const duration = Math.max(1, Math.round((end.getTime() - parseBeijing(s.started_at).getTime()) / 1000))
  if (!(await store.endPushedSession(ctx.kdb, videoId, beijing(), duration, true))) return false
  hubOf(ctx.shared).endRoom(videoId)
  if (s.push_state !== 'pushing') await makeReplay(ctx, videoId)
  return true
}

/** The recordings' folder as a media storage key (the engine records under the media folder). */
const RECORDINGS = 'recordings'

/** A session ended this long ago whose recording never came (recording off, a full disk) has no replay. */
const RECORDING_WAIT_SECONDS = 120

/**
 * Part of the add-on's tick: sessions whose teacher did not come back within the grace end, and a replay
 * whose recording never came is given up.
 */
export async function endAbandoned(ctx: AppContext): Promise<void> {
  const grace = (await liveSettings(ctx)).reconnect_grace_seconds
  for (const id of await store.abandonedPushes(ctx.kdb, beijing(addSeconds(now(), -grace)))) await endSession(ctx, id)
  await store.dropUnrecordedReplays(ctx.kdb, beijing(addSeconds(now(), -RECORDING_WAIT_SECONDS)))
}

/**
 * The session's recordings, joined into one source (a push that dropped and came back made several),
 * handed to the lesson pipeline once; no recording, no replay.
 */
async function makeReplay(ctx: AppContext, videoId: number): Promise<void> {
  const files = await store.recordingsOf(ctx.kdb, videoId)
  // The engine closes a recording just after the push (on_record_done follows on_publish_done): it comes then.
  if (!files.length) return
  if (!(await store.claimReplay(ctx.kdb, videoId))) return
  const dir = ctx.liveEngine.recordDir
  let source = files[0]
  if (files.length > 1) {
    source = `session-${videoId}-${crypto.randomBytes(3).toString('hex')}.flv`
    const list = path.join(dir, `${source}.txt`)
    fs.writeFileSync(list, files.map((f) => `file '${path.join(dir, f)}'`).join('\n'))
    const ok = await new Promise<boolean>((resolve) => {
      const p = spawn('ffmpeg', ['-nostdin', '-v', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', path.join(dir, source)], { stdio: 'ignore' })
      p.on('error', () => resolve(false))
      p.on('close', (code) => resolve(code === 0))
    })
    fs.rmSync(list, { force: true })
    if (!ok) return void (await store.setReplay(ctx.kdb, videoId, { status: 'failed' }))
    for (const f of files) fs.rmSync(path.join(dir, f), { force: true })
  }
  // The media storage takes it (a bucket needs a copy; the local folder already holds it).
  const key = `${RECORDINGS}/${source}`
  if (!(await ctx.media.storage.exists(key))) await ctx.media.storage.put(key, fs.createReadStream(path.join(dir, source)))
  const assetId = await ctx.media.submit(key, { kind: 'live_replay', id: videoId }, source)
  await store.setReplay(ctx.kdb, videoId, { status: 'processing', assetId })
}


/** The pipeline finished a replay: published, or held for the administrator; or it could not be made. */
export function takeReplays(ctx: AppContext): void {
  ctx.media.onReady('live_replay', async (a) => store.setReplay(ctx.kdb, a.targetId, { status: (await liveSettings(ctx)).replay === 'hold' ? 'held' : 'published', assetId: a.id, duration: a.duration }))
  ctx.media.onFailed('live_replay', (a) => store.setReplay(ctx.kdb, a.targetId, { status: 'failed' }))
}
