import { isPrivacyRefusal } from '../core/privacy'
import { askMicrophone, recorderManager } from './weapp/recorderManager'
import type { RecordedTake, RecordingSession } from './types'

/**
 * weapp: WeChat's RecorderManager (one per mini-program, platform/weapp/recorderManager), aac mono.
 * Starting it is privacy-scoped, so WeChat routes it through the app's privacy sheet first; the
 * `scope.record` permission is asked for before, and once refused we explain and offer the settings page.
 * Interface: RecorderCapability.
 *
 * The level: WeChat hands the encoded frames, not samples. An aac encoder spends bytes on sound and
 * almost none on silence, so the bytes per second against the nominal bit rate rise and fall with the
 * playing: a proxy, enough for a meter and the take's waveform.
 */
const BIT_RATE = 48000
const MAX_MS = 600_000
const FRAME_KB = 1

export async function startRecording(onLevel: (level: number) => void): Promise<RecordingSession> {
  await askMicrophone('录制作业需要使用麦克风', '未获得麦克风权限，无法录音')
  let lastFrameAt = Date.now()
  let finished: Promise<RecordedTake> | null = null
  let listen: Parameters<typeof recorderManager>[0] = null
  const started = new Promise<void>((resolve, reject) => {
    finished = new Promise<RecordedTake>((done, fail) => {
      listen = {
        start: resolve,
        frame(frameBuffer) {
          const now = Date.now()
          const seconds = Math.max(0.02, (now - lastFrameAt) / 1000)
          lastFrameAt = now
          onLevel(Math.min(1, (frameBuffer.byteLength * 8) / seconds / BIT_RATE / 1.5))
        },
        stop: (res) => done({ path: res.tempFilePath, durationMs: res.duration, size: res.fileSize, mime: 'audio/aac' }),
        error: (msg) => {
          const err = new Error(isPrivacyRefusal({ errMsg: msg }) ? '' : '录音失败，请稍后重试')
          fail(err)
          reject(err)
        }
      }
    })
    finished.catch(() => undefined)
  })
  const m = recorderManager(listen)
  m.start({ duration: MAX_MS, sampleRate: 44100, numberOfChannels: 1, encodeBitRate: BIT_RATE, format: 'aac', frameSize: FRAME_KB })
  await started
  return {
    stop() {
      m.stop()
      return finished!
    },
    cancel() {
      recorderManager(null)
      m.stop()
    }
  }
}

export function discardRecording(_take: RecordedTake): void {
  // WeChat deletes temp files when the mini-program closes.
}
