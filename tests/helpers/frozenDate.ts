/**
 * Stops the wall clock at one instant while every timer keeps running: stores that stamp rows with
 * "now" then write the same text however long the engines take between two runs of one conversation.
 */
export function freezeDate(at: Date): void {
  jest.useFakeTimers({
    now: at,
    doNotFake: [
      'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame',
      'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval',
      'clearInterval', 'setTimeout', 'clearTimeout',
    ],
  })
}
