import { Image } from '@tarojs/components'
import './index.scss'

/** The colours icons are drawn in (styles/tokens.scss): an image cannot take the text colour. */
const COLORS = { primary: '#b04530', text: '#333333', muted: '#666666', white: '#ffffff' } as const

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** Base64 of an ASCII string: the mini-program has no `btoa`, and its `image` wants SVG as base64. */
function base64(s: string): string {
  let out = ''
  for (let i = 0; i < s.length; i += 3) {
    const n = (s.charCodeAt(i) << 16) | ((s.charCodeAt(i + 1) || 0) << 8) | (s.charCodeAt(i + 2) || 0)
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63] + (i + 1 < s.length ? B64[(n >> 6) & 63] : '=') + (i + 2 < s.length ? B64[n & 63] : '=')
  }
  return out
}

const cache = new Map<string, string>()

/** The data URI of one icon: a path of `./paths`, filled, or outlined when `outline`. */
function iconSrc(path: string, color: keyof typeof COLORS, outline = false): string {
  const key = `${path}|${color}|${outline}`
  let src = cache.get(key)
  if (!src) {
    const c = COLORS[color]
    const paint = outline ? `fill="none" stroke="${c}" stroke-width="2" stroke-linejoin="round"` : `fill="${c}"`
    src = `data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path ${paint} d="${path}"/></svg>`)}`
    cache.set(key, src)
  }
  return src
}

/**
 * A control icon, drawn the same on every phone (Unicode symbols become emoji or boxes with the system
 * font): an SVG image on H5 and in the mini-program alike, which cannot render inline `<svg>`. Decorative:
 * the control it sits in carries the accessible name (`aria-label`), so screen readers skip the image.
 * Size it with `className` (default 40 px square).
 */
export default function Icon({ path, color = 'primary', outline, className = '' }: { path: string; color?: keyof typeof COLORS; outline?: boolean; className?: string }) {
  return <Image className={`icon ${className}`} src={iconSrc(path, color, outline)} mode='aspectFit' imgProps={{ alt: '' }} aria-hidden />
}
