import { svgDataUri } from './svgData'

const NOTE = 'M9 5.5 20 3v12.5a3 3 0 1 1-2-2.8V7L11 8.6v8.9a3 3 0 1 1-2-2.8z'
const cache = new Map<string, string>()

/**
 * The picture of an empty, error or login state (160 x 160): `motif` (a path of ./paths) on the brand's soft
 * disc with two notes. A path, not a name: a page's bundle carries only the motifs it shows.
 */
export function illustrationSrc(motif: string, tone: 'brand' | 'danger' = 'brand'): string {
  const key = `${motif}|${tone}`
  let src = cache.get(key)
  if (!src) {
    const fill = tone === 'danger' ? '#c62828' : '#b04530'
    src = svgDataUri(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160">` +
        `<circle cx="80" cy="84" r="64" fill="#f6e3de"/><circle cx="80" cy="84" r="46" fill="#fdf4f1"/>` +
        `<g transform="translate(56 60) scale(2)"><path fill="${fill}" d="${motif}"/></g>` +
        `<g transform="translate(118 14) scale(1.1)"><path fill="#8a6508" d="${NOTE}"/></g>` +
        `<g transform="translate(12 30) scale(0.8)"><path fill="#e0b9ad" d="${NOTE}"/></g>` +
        `<ellipse cx="80" cy="154" rx="44" ry="4" fill="#eeeeee"/></svg>`
    )
    cache.set(key, src)
  }
  return src
}
