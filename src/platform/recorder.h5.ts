import type { RecordedTake, RecordingSession } from './types'

/**
 * H5: MediaRecorder on the microphone's stream (webm/opus where the browser has it, else its default),
 * the level read from an AnalyserNode on the same stream. Interface: RecorderCapability.
 */
const LEVEL_MS = 50
const MIME_CHOICES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus']

function peakOf(samples: Float32Array): number {
  let peak = 0
  for (const v of samples) peak = Math.max(peak, Math.abs(v))
  return Math.min(1, peak)
}

export async function startRecording(onLevel: (level: number) => void): Promise<RecordingSession> {
  if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) throw new Error('当前浏览器不支持录音，请使用最新版的浏览器或微信小程序')
  // A piano is not a voice call: the browser's voice processing would flatten its dynamics.
  const stream = await navigator.mediaDevices
    .getUserMedia({ audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false } })
    .catch(() => {
      throw new Error('无法使用麦克风，请在浏览器设置中允许本网站使用麦克风')
    })
  const mimeType = MIME_CHOICES.find((m) => MediaRecorder.isTypeSupported(m))
  const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined)
  const chunks: Blob[] = []
  recorder.ondataavailable = (e) => {
    if (e.data.size) chunks.push(e.data)
  }
  const ctx = new AudioContext()
  const analyser = ctx.createAnalyser()
  analyser.fftSize = 2048
  ctx.createMediaStreamSource(stream).connect(analyser)
  const samples = new Float32Array(analyser.fftSize)
  const timer = setInterval(() => {
    analyser.getFloatTimeDomainData(samples)
    onLevel(peakOf(samples))
  }, LEVEL_MS)
  const release = () => {
    clearInterval(timer)
    stream.getTracks().forEach((t) => t.stop())
    void ctx.close()
  }
  const started = Date.now()
  recorder.start(250)
  return {
    stop: () =>
      new Promise<RecordedTake>((resolve) => {
        recorder.onstop = () => {
          release()
          const blob = new Blob(chunks, { type: (recorder.mimeType || 'audio/webm').split(';')[0] })
          resolve({ path: URL.createObjectURL(blob), durationMs: Date.now() - started, size: blob.size, mime: blob.type })
        }
        recorder.stop()
      }),
    cancel() {
      recorder.onstop = null
      if (recorder.state !== 'inactive') recorder.stop()
      release()
    }
  }
}

export function discardRecording(take: RecordedTake): void {
  URL.revokeObjectURL(take.path)
}
