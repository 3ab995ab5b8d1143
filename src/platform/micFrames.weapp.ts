import { isPrivacyRefusal } from '../core/privacy'
import { askMicrophone, recorderManager } from './weapp/recorderManager'
import type { MicError, MicFailure, MicStream } from './types'

/**
 * weapp: the RecorderManager recording raw PCM (16-bit little-endian mono) and handing it over every
 * FRAME_KB kilobytes through onFrameRecorded, converted here to samples -1..1. Starting it goes through
 * the privacy flow (WeChat raises it, the app's sheet answers) and the `scope.record` permission.
 * Interface: MicFramesCapability.
 */
const SAMPLE_RATE = 44100
/** 1 KB = 512 samples, ~12 ms: the smallest frame WeChat hands over, so a note waits least for it. */
const FRAME_KB = 1
/** Long enough for any exercise at half speed; a session stops it itself. */
const MAX_MS = 600_000
/** WeChat's PCM needs a bit rate valid for the sample rate even though it does not encode. */
const BIT_RATE = 96000

const micError = (failure: MicFailure, message: string): MicError => Object.assign(new Error(message), { failure })

/** Int16 PCM to samples -1..1. */
function toSamples(buffer: ArrayBuffer): Float32Array {
  const pcm = new Int16Array(buffer, 0, buffer.byteLength >> 1)
  const out = new Float32Array(pcm.length)
  for (let i = 0; i < pcm.length; i++) out[i] = pcm[i] / 32768
  return out
}

export async function openMic(onSamples: (samples: Float32Array) => void): Promise<MicStream> {
  try {
    await askMicrophone('跟弹需要使用麦克风听你弹奏', '没有麦克风权限')
  } catch (e) {
    const message = (e as Error).message
    throw message ? micError('denied', message) : micError('privacy', '')
  }
  let started!: () => void
  let failed!: (e: MicError) => void
  const starting = new Promise<void>((resolve, reject) => {
    started = resolve
    failed = reject
  })
  let open = true
  const m = recorderManager({
    start: () => started(),
    frame: (buffer) => open && onSamples(toSamples(buffer)),
    stop: () => undefined,
    error: (msg) => failed(isPrivacyRefusal({ errMsg: msg }) ? micError('privacy', '') : micError('failed', '麦克风启动失败，请稍后重试'))
  })
  m.start({ duration: MAX_MS, sampleRate: SAMPLE_RATE, numberOfChannels: 1, encodeBitRate: BIT_RATE, format: 'PCM', frameSize: FRAME_KB })
  await starting
  return {
    sampleRate: SAMPLE_RATE,
    stop() {
      if (!open) return
      open = false
      recorderManager(null)
      m.stop()
    }
  }
}
