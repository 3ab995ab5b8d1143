/** The part of Verovio's CommonJS toolkit (npm `verovio`, which ships no types) the engraver uses. */
declare module 'verovio' {
  interface TimemapEntry {
    tstamp: number
    qstamp: number
    on?: string[]
    off?: string[]
    measureOn?: string
    tempo?: number
  }
  class toolkit {
    setOptions(options: Record<string, unknown>): void
    loadData(data: string): boolean
    getMEI(options?: Record<string, unknown>): string
    getPageCount(): number
    renderToSVG(page: number): string
    renderToTimemap(options?: { includeMeasures?: boolean; includeRests?: boolean }): TimemapEntry[]
    getMIDIValuesForElement(id: string): { pitch: number; time: number; duration: number }
    getLog(): string
  }
  /** Keeps the engine's messages for toolkit.getLog() instead of printing them. */
  function enableLogToBuffer(value: boolean): void
  const module: { onRuntimeInitialized?: () => void }
}
