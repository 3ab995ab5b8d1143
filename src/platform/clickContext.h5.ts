import type { ClickContext } from './types'

/** H5: a Web Audio context (sample-accurate `start(when)` on its own clock). Interface: ClickContextCapability. */
export function createClickContext(): ClickContext {
  const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext: typeof AudioContext }).webkitAudioContext
  return new Ctor({ latencyHint: 'interactive' }) as unknown as ClickContext
}
