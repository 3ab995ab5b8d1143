import { Image } from '@tarojs/components'
import Picture from '../Picture'
import { svgDataUri } from '../Icon/svgData'
import './index.scss'

/** The studio's mark when the site sets no logo: a note over a keyboard on the brand's red (the app icon's). */
const MARK = svgDataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="22" fill="#b04530"/>' +
    '<path d="M50 14v26.5a7 7 0 1 1-3-5.7V14h3zm0 0c4 5 10 6 11 13" fill="none" stroke="#fff" stroke-width="3.4" stroke-linecap="round"/>' +
    '<rect x="14" y="52" width="68" height="30" rx="3" fill="#fff"/>' +
    '<path d="M23.5 52h5v18h-5zm10 0h5v18h-5zm17.5 0h5v18h-5zm10 0h5v18h-5zm10 0h5v18h-5z" fill="#2b1d18"/>' +
    '<path d="M23.7 70v12M33.4 70v12M43.1 70v12M52.8 70v12M62.5 70v12M72.2 70v12" stroke="#d9cfc9" stroke-width="1"/></svg>'
)

/** The studio's mark (its logo from the site config, or the app icon's drawing): the login page, the about page. */
export default function BrandMark({ logo, name, className = '' }: { logo?: string; name: string; className?: string }) {
  if (logo) return <Picture className={`brand-mark ${className}`} src={logo} mode='aspectFit' alt={name} />
  return <Image className={`brand-mark ${className}`} src={MARK} mode='aspectFit' imgProps={{ alt: name }} ariaLabel={name} />
}
