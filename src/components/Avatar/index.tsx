import { Image } from '@tarojs/components'
import Picture from '../Picture'
import { svgDataUri } from '../Icon/svgData'
import './index.scss'

/** The studio's default avatars: a learner at a keyboard in one of four warm tones, picked by name. */
const TONES = [
  ['#f6e3de', '#b04530'],
  ['#fbf1d9', '#8a6508'],
  ['#e3f0ea', '#2f7a5a'],
  ['#e6eaf5', '#4a5f9a']
] as const
const cache = new Map<number, string>()

function toneOf(seed: string): number {
  let h = 0
  for (let i = 0; i < seed.length; i++) h = (h * 31 + seed.charCodeAt(i)) >>> 0
  return h % TONES.length
}

/** The data URI of the default avatar for `seed` (a name or an id): the same seed always gets the same picture. */
function defaultAvatar(seed = ''): string {
  const t = toneOf(seed)
  let src = cache.get(t)
  if (!src) {
    const [bg, fg] = TONES[t]
    src = svgDataUri(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${bg}"/>` +
        `<circle cx="32" cy="24" r="10" fill="${fg}"/><path d="M13 52c2-10 10-16 19-16s17 6 19 16z" fill="${fg}"/>` +
        `<rect x="10" y="50" width="44" height="10" rx="2" fill="#ffffff"/>` +
        `<path d="M17 50h3v6h-3zm8 0h3v6h-3zm11 0h3v6h-3zm8 0h3v6h-3z" fill="#333333"/></svg>`
    )
    cache.set(t, src)
  }
  return src
}

/** A person's round picture: theirs, or the studio's default for their name. Size it with `className`. */
export default function Avatar({ src, name, className = '', alt }: { src?: string | null; name: string; className?: string; alt?: string }) {
  if (src) return <Picture className={`avatar ${className}`} src={src} mode='aspectFill' alt={alt ?? `${name}的头像`} />
  return <Image className={`avatar ${className}`} src={defaultAvatar(name)} mode='aspectFill' imgProps={{ alt: '' }} aria-hidden />
}
