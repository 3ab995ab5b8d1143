/**
 * Scores engraved on the server by Verovio (MusicXML or ABC in; SVG pages and a time map out), once, when a
 * score is added: the phone gets pictures and numbers, never the engine (megabytes of WebAssembly, and the
 * mini-program could not run it). docs/decisions/scores-engraved-on-server.md.
 */
import verovio from 'verovio'

export type ScoreFormat = 'abc' | 'musicxml'

/** A place on a page, as fractions of the page's width and height (so it holds at any drawn size). */
interface Box {
  page: number
  x: number
  y: number
  w: number
  h: number
}

interface ScoreNote {
  id: string
  midi: number
  /** At the score's own tempo, from its start; offMs is when it is released (a tie's end for a tied note). */
  onMs: number
  offMs: number
  bar: number
  /** The notehead. */
  page: number
  x: number
  y: number
}

interface ScoreBar extends Box {
  /** 1-based, in playing order. */
  n: number
  onMs: number
}

export interface EngravedScore {
  pages: { svg: string; width: number; height: number }[]
  notes: ScoreNote[]
  bars: ScoreBar[]
  /** When the last note ends. */
  durationMs: number
}

/** Engraving width in Verovio's units at scale 50: a 500 px page, drawn at the phone's width. */
const LAYOUT = { pageWidth: 1000, scale: 50, adjustPageHeight: true, breaks: 'auto', header: 'none', footer: 'none', pageMarginTop: 60, pageMarginBottom: 60 }

/**
 * Verovio's WebAssembly starts by itself as the package loads (about a second) and says so once, through
 * `onRuntimeInitialized`; 6.3 keeps no flag to ask afterwards (its `calledRun` is never set). So the
 * promise is made here, as the package is loaded and before the start can finish: a handler set after it
 * would never be called, and every engraving would wait forever.
 */
const ready: Promise<void> = new Promise<void>((resolve) => {
  const before = verovio.module.onRuntimeInitialized
  verovio.module.onRuntimeInitialized = () => {
    before?.()
    resolve()
  }
}).then(() => verovio.enableLogToBuffer(true)) // its warnings (ABC tempo, titles) go to getLog(), not the server's console

/** Where measures, notes and noteheads are on one SVG page (Verovio's element classes and coordinates). */
function layoutOf(svg: string, page: number) {
  const view = /class="definition-scale"[^>]*viewBox="0 0 (\d+) (\d+)"/.exec(svg)
  const margin = /class="page-margin" transform="translate\((-?\d+), (-?\d+)\)"/.exec(svg)
  if (!view || !margin) throw new Error('Verovio SVG without its page scale')
  const [vw, vh, mx, my] = [view[1], view[2], margin[1], margin[2]].map(Number)
  type Extent = { id: string; x: number; y: number; x2: number; y2: number }
  const bars: Extent[] = []
  const noteBar = new Map<string, string>()
  const heads = new Map<string, { x: number; y: number }>()
  let bar: Extent | undefined
  let note: string | undefined
  const token = /<g id="([^"]+)" class="(measure|note)\b|<path d="M(-?\d+) (-?\d+) L(-?\d+) (-?\d+)"|<g class="notehead">\s*<use [^>]*translate\((-?\d+), (-?\d+)\)/g
  for (let m = token.exec(svg); m; m = token.exec(svg)) {
    if (m[2] === 'measure') {
      bar = { id: m[1], x: Infinity, y: Infinity, x2: -Infinity, y2: -Infinity }
      bars.push(bar)
    } else if (m[2] === 'note') {
      note = m[1]
      if (bar) noteBar.set(note, bar.id)
    } else if (m[3] !== undefined && bar && m[4] === m[6]) {
      // A staff line: the measure spans its lines.
      bar.x = Math.min(bar.x, +m[3])
      bar.x2 = Math.max(bar.x2, +m[5])
      bar.y = Math.min(bar.y, +m[4])
      bar.y2 = Math.max(bar.y2, +m[4])
    } else if (m[7] !== undefined && note && !heads.has(note)) {
      heads.set(note, { x: (+m[7] + mx) / vw, y: (+m[8] + my) / vh })
    }
  }
  const boxes = bars.map((b) => ({ id: b.id, page, x: (b.x + mx) / vw, y: (b.y + my) / vh, w: (b.x2 - b.x) / vw, h: (b.y2 - b.y) / vh }))
  return { boxes, noteBar, heads, width: vw, height: vh }
}

const SHARPS = 'fcgdaeb'
const FLATS = 'beadgcf'
/** The pitch names a key signature (MEI `2s`, `1f`, `0`) alters, and how. */
function keyAccidentals(sig: string | undefined): Map<string, string> {
  const m = /^(\d)([sf])$/.exec(sig ?? '')
  if (!m) return new Map()
  return new Map([...(m[2] === 's' ? SHARPS : FLATS).slice(0, Number(m[1]))].map((p) => [p, m[2]]))
}

/**
 * Verovio 6.3's ABC reader keeps the previous file's key signature in the sounding pitches (`accid.ges`) of
 * the next one read in the same process (a C major scale after a D major one sounds C#, F#). Its written
 * notes are right, so the sounding accidentals are worked out again here, as ABC defines them: the key
 * signature, overridden by a written accidental for the rest of its bar at that pitch and octave.
 */
function soundingAccidentals(mei: string): string {
  let key = new Map<string, string>()
  let bar = new Map<string, string>()
  const token = /<(scoreDef|keySig)\b[^>]*?\b(?:keysig|sig)="([^"]*)"[^>]*>|<measure\b|<note\b([^>]*?)(\/?)>(\s*<accid\b[^>]*?\baccid="(\w+)")?/g
  return mei.replace(token, (whole: string, def?: string, sig?: string, attrs?: string, close?: string, accidTag?: string, childAccid?: string) => {
    if (def) {
      key = keyAccidentals(sig)
      return whole
    }
    if (attrs === undefined) {
      bar = new Map()
      return whole
    }
    const own = attrs.replace(/\saccid\.ges="[^"]*"/, '')
    const pname = /\bpname="(\w)"/.exec(own)?.[1] ?? ''
    const at = `${pname}${/\boct="(\d)"/.exec(own)?.[1] ?? ''}`
    const written = childAccid ?? /\saccid="(\w+)"/.exec(own)?.[1]
    if (written) bar.set(at, written)
    const sounding = written ? undefined : (bar.get(at) ?? key.get(pname))
    const ges = sounding && sounding !== 'n' ? ` accid.ges="${sounding}"` : ''
    return `<note${own}${ges}${close}>${accidTag ?? ''}`
  })
}

/** Engraves `source`; throws with Verovio's own log when it cannot read it. */
export async function engrave(source: string, format: ScoreFormat): Promise<EngravedScore> {
  await ready
  let tk = new verovio.toolkit()
  tk.setOptions({ ...LAYOUT, inputFrom: format })
  if (!tk.loadData(source)) throw new Error(`score not readable: ${tk.getLog().trim() || format}`)
  if (format === 'abc') {
    const mei = soundingAccidentals(tk.getMEI())
    tk = new verovio.toolkit()
    tk.setOptions({ ...LAYOUT, inputFrom: 'mei' })
    if (!tk.loadData(mei)) throw new Error(`score not readable: ${tk.getLog().trim() || format}`)
  }
  const pages: EngravedScore['pages'] = []
  const bars: (Box & { id: string })[] = []
  const noteBar = new Map<string, string>()
  const heads = new Map<string, { page: number; x: number; y: number }>()
  for (let p = 1; p <= tk.getPageCount(); p++) {
    const svg = tk.renderToSVG(p)
    const size = /<svg width="(\d+)px" height="(\d+)px"/.exec(svg)
    pages.push({ svg, width: Number(size?.[1]), height: Number(size?.[2]) })
    const layout = layoutOf(svg, p - 1)
    bars.push(...layout.boxes)
    layout.noteBar.forEach((b, n) => noteBar.set(n, b))
    layout.heads.forEach((h, n) => heads.set(n, { page: p - 1, ...h }))
  }
  const timemap = tk.renderToTimemap({ includeMeasures: true })
  const barStart = new Map<string, number>()
  const notes: ScoreNote[] = []
  const ends = new Map<string, number>()
  for (const e of timemap) for (const id of e.off ?? []) ends.set(id, e.tstamp)
  const barNumber = new Map(bars.map((b, i) => [b.id, i + 1]))
  for (const e of timemap) {
    if (e.measureOn) barStart.set(e.measureOn, e.tstamp)
    for (const id of e.on ?? []) {
      const head = heads.get(id)
      const { pitch } = tk.getMIDIValuesForElement(id)
      if (!head || !pitch) continue
      notes.push({ id, midi: pitch, onMs: Math.round(e.tstamp), offMs: Math.round(ends.get(id) ?? e.tstamp), bar: barNumber.get(noteBar.get(id) ?? '') ?? 0, ...head })
    }
  }
  // Verovio reads a broken file as an empty score: nothing to play along with.
  if (!notes.length) throw new Error(`score not readable: no notes in this ${format}`)
  return {
    pages,
    notes,
    bars: bars.map((b, i) => ({ n: i + 1, onMs: Math.round(barStart.get(b.id) ?? 0), page: b.page, x: b.x, y: b.y, w: b.w, h: b.h })),
    durationMs: Math.round(Math.max(0, ...timemap.map((e) => e.tstamp)))
  }
}
