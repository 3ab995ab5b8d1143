import Taro from '@tarojs/taro'
import { isPrivacyRefusal } from '../core/privacy'
import type { RecordedTake, RecordingSession } from './types'

/**
 * weapp: WeChat's RecorderManager (one per mini-program), aac mono. Starting it is privacy-scoped, so
 * WeChat routes it through the app's privacy sheet first; the `scope.record` permission is asked for
 * before, and once refused we explain and offer the settings page. Interface: RecorderCapability.
 *
 * The level: WeChat hands the encoded frames, not samples. An aac encoder spends bytes on sound and
 * almost none on silence, so the bytes per second against the nominal bit rate rise and fall with the
 * playing: a proxy, enough for a meter and the take's waveform.
 */
const BIT_RATE = 48000
const MAX_MS = 600_000
const FRAME_KB = 1

type Handlers = { level(l: number): void; stop(take: RecordedTake): void; error(message: string): void }
let current: Handlers | null = null
let lastFrameAt = 0
let installed = false

function manager(): Taro.RecorderManager {
  const m = Taro.getRecorderManager()
  if (installed) return m
  installed = true
  // WeChat keeps one listener per event: set once, routed to the take being recorded.
  m.onFrameRecorded(({ frameBuffer }) => {
    const now = Date.now()
    const seconds = Math.max(0.02, (now - lastFrameAt) / 1000)
    lastFrameAt = now
    current?.level(Math.min(1, (frameBuffer.byteLength * 8) / seconds / BIT_RATE / 1.5))
  })
  m.onStop((res) => {
    const h = current
    current = null
    h?.stop({ path: res.tempFilePath, durationMs: res.duration, size: res.fileSize, mime: 'audio/aac' })
  })
  m.onError((res) => {
    const h = current
    current = null
    h?.error(String(res.errMsg ?? ''))
  })
  return m
}

async function askMicrophone(): Promise<void> {
  try {
    await Taro.authorize({ scope: 'scope.record' })
  } catch (e) {
    if (isPrivacyRefusal(e)) throw new Error('', { cause: e })
    const { confirm } = await Taro.showModal({ title: '需要麦克风权限', content: '录制作业需要使用麦克风，去设置里打开吗？', confirmText: '去设置' })
    if (confirm) await Taro.openSetting().catch(() => undefined)
    throw new Error('未获得麦克风权限，无法录音', { cause: e })
  }
}

export async function startRecording(onLevel: (level: number) => void): Promise<RecordingSession> {
  await askMicrophone()
  const m = manager()
  let finished: Promise<RecordedTake> | null = null
  const started = new Promise<void>((resolve, reject) => {
    finished = new Promise<RecordedTake>((done, fail) => {
      current = {
        level: onLevel,
        stop: done,
        error: (msg) => {
          const err = new Error(isPrivacyRefusal({ errMsg: msg }) ? '' : '录音失败，请稍后重试')
          fail(err)
          reject(err)
        }
      }
    })
    finished.catch(() => undefined)
    m.onStart(() => resolve())
  })
  lastFrameAt = Date.now()
  m.start({ duration: MAX_MS, sampleRate: 44100, numberOfChannels: 1, encodeBitRate: BIT_RATE, format: 'aac', frameSize: FRAME_KB })
  await started
  return {
    stop() {
      m.stop()
      return finished!
    },
    cancel() {
      current = null
      m.stop()
    }
  }
}

export function discardRecording(_take: RecordedTake): void {
  // WeChat deletes temp files when the mini-program closes.
}
