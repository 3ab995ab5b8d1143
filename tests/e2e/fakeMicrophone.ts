import fs from 'fs'
import os from 'os'
import path from 'path'
import { productPerSuite, type Product } from './harness'

/** 16-bit mono PCM at `rate` as a WAV file's bytes. */
function wav(pcm16: Buffer, rate: number): Buffer {
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + pcm16.length, 4)
  header.write('WAVE', 8)
  header.write('fmt ', 12)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(1, 22)
  header.writeUInt32LE(rate, 24)
  header.writeUInt32LE(rate * 2, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36)
  header.writeUInt32LE(pcm16.length, 40)
  return Buffer.concat([header, pcm16])
}

/**
 * A product (see productPerSuite) whose Chromium hears `pcm16` (16-bit mono at `rate`) from its fake
 * microphone, granted without asking; the WAV lives in a temporary folder removed after the suite.
 */
export function productWithMicrophone(pcm16: Buffer, rate: number): { current: Product } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-mic-'))
  const file = path.join(dir, 'microphone.wav')
  fs.writeFileSync(file, wav(pcm16, rate))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
  return productPerSuite({
    chromeArgs: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-audio-capture=${file}`]
  })
}
