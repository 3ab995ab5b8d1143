/* global registerProcessor, AudioWorkletProcessor */
/**
 * Listen mode's microphone tap (platform/micFrames.h5.ts): copies the first input channel's render quanta
 * (128 samples) into blocks of `processorOptions.block` samples and posts each block, transferred, to the
 * page. Copied into dist/h5 as it is (config/index.ts), never bundled: an AudioWorklet loads a module by URL.
 */
class MicTap extends AudioWorkletProcessor {
  constructor(options) {
    super()
    this.size = (options && options.processorOptions && options.processorOptions.block) || 256
    this.block = new Float32Array(this.size)
    this.filled = 0
  }

  process(inputs) {
    const channel = inputs[0] && inputs[0][0]
    if (!channel) return true
    let i = 0
    while (i < channel.length) {
      const n = Math.min(channel.length - i, this.size - this.filled)
      this.block.set(channel.subarray(i, i + n), this.filled)
      this.filled += n
      i += n
      if (this.filled === this.size) {
        this.port.postMessage(this.block, [this.block.buffer])
        this.block = new Float32Array(this.size)
        this.filled = 0
      }
    }
    return true
  }
}

registerProcessor('mic-tap', MicTap)
