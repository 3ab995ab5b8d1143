import { Image } from '@tarojs/components'
import { svgDataUri } from './svgData'
import './index.scss'

/** The colours icons are drawn in (styles/tokens.scss): an image cannot take the text colour. */
const COLORS = {
  primary: '#b04530',
  text: '#333333',
  muted: '#666666',
  faint: '#707070',
  white: '#ffffff',
  accent: '#8a6508',
  danger: '#c62828',
  success: '#067d46',
  wechat: '#05864a'
} as const

export type IconColor = keyof typeof COLORS

const cache = new Map<string, string>()

/** The data URI of one icon: a path of `./paths`, filled, or outlined when `outline`. */
function iconSrc(path: string, color: IconColor, outline = false): string {
  const key = `${path}|${color}|${outline}`
  let src = cache.get(key)
  if (!src) {
    const c = COLORS[color]
    const paint = outline ? `fill="none" stroke="${c}" stroke-width="2" stroke-linejoin="round"` : `fill="${c}"`
    src = svgDataUri(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path ${paint} d="${path}"/></svg>`)
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
export default function Icon({ path, color = 'primary', outline, className = '' }: { path: string; color?: IconColor; outline?: boolean; className?: string }) {
  return <Image className={`icon ${className}`} src={iconSrc(path, color, outline)} mode='aspectFit' imgProps={{ alt: '' }} aria-hidden />
}
