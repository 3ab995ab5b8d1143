import type { MicError, MicFailure, MicStream } from './types'

/**
 * H5: the microphone through getUserMedia, its samples taken off the audio thread by an AudioWorklet
 * (src/platform/h5/micWorklet.js, copied next to index.html by the build) in blocks of BLOCK samples; a
 * ScriptProcessor (deprecated, on the main thread, larger buffers) only where the worklet cannot load.
 * Interface: MicFramesCapability.
 */
/** ~5.8 ms at 44.1 kHz: small against the ear's 2048-sample frame, few enough messages for a phone. */
const BLOCK = 256
const SCRIPT_PROCESSOR_BUFFER = 1024

const micError = (failure: MicFailure, message: string): MicError => Object.assign(new Error(message), { failure })

/** The browser's refusal in the learner's words (NotAllowedError: the permission; NotFoundError: no microphone). */
function gumFailure(e: unknown): MicError {
  const name = (e as { name?: string })?.name
  if (name === 'NotAllowedError' || name === 'SecurityError') return micError('denied', '没有麦克风权限')
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return micError('failed', '没有找到麦克风，请检查设备后重试')
  return micError('failed', '麦克风启动失败，请稍后重试')
}

/** A node that hands the page blocks of samples: the worklet, or the ScriptProcessor fallback. */
async function tapNode(ctx: AudioContext, onSamples: (samples: Float32Array) => void): Promise<AudioNode> {
  try {
    if (!ctx.audioWorklet) throw new Error('no AudioWorklet')
    await ctx.audioWorklet.addModule(new URL('micWorklet.js', document.baseURI).href)
    const node = new AudioWorkletNode(ctx, 'mic-tap', { numberOfInputs: 1, numberOfOutputs: 1, channelCount: 1, processorOptions: { block: BLOCK } })
    node.port.onmessage = (e: MessageEvent<Float32Array>) => onSamples(e.data)
    return node
  } catch {
    const node = ctx.createScriptProcessor(SCRIPT_PROCESSOR_BUFFER, 1, 1)
    node.onaudioprocess = (e) => onSamples(new Float32Array(e.inputBuffer.getChannelData(0)))
    return node
  }
}

export async function openMic(onSamples: (samples: Float32Array) => void): Promise<MicStream> {
  const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext
  if (!navigator.mediaDevices?.getUserMedia || !Ctor) throw micError('unsupported', '当前浏览器不支持麦克风，请使用最新版的浏览器或微信小程序')
  // Made in the learner's tap (a context made later may start suspended); the tap node is ready before
  // the microphone opens, so its first samples are not lost.
  const ctx = new Ctor({ latencyHint: 'interactive' })
  let stream: MediaStream | undefined
  try {
    const tap = await tapNode(ctx, onSamples)
    // A piano is not a voice call: echo cancellation, noise suppression and automatic gain would eat its
    // attacks and decays, which is what the ear reads.
    stream = await navigator.mediaDevices
      .getUserMedia({ audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false, channelCount: 1 } })
      .catch((e: unknown) => {
        throw gumFailure(e)
      })
    const source = ctx.createMediaStreamSource(stream)
    // The tap must reach the destination to be pulled; silent, so nothing is heard twice.
    const mute = ctx.createGain()
    mute.gain.value = 0
    source.connect(tap)
    tap.connect(mute)
    mute.connect(ctx.destination)
    await ctx.resume()
  } catch (e) {
    stream?.getTracks().forEach((t) => t.stop())
    void ctx.close()
    throw (e as MicError).failure ? e : micError('failed', '麦克风启动失败，请稍后重试')
  }
  const opened = stream
  return {
    sampleRate: ctx.sampleRate,
    stop() {
      opened.getTracks().forEach((t) => t.stop())
      void ctx.close()
    }
  }
}
