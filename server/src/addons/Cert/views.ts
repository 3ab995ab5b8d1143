import type * as C from '~types/contract/engagement'
import type { Held, HeldCertRow } from './store'

export const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** The certificate itself, 1600x1131 (A4 landscape): frame, title, the learner's name, what, when, serial. */
export function certificateSvg(h: Held, studio: string): string {
  const who = h.real_name || h.nick_name
  const date = h.created_at.slice(0, 10).split('-')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1131" viewBox="0 0 1600 1131">
<rect width="1600" height="1131" fill="#fffaf2"/>
<rect x="40" y="40" width="1520" height="1051" fill="none" stroke="${h.color}" stroke-width="12"/>
<rect x="70" y="70" width="1460" height="991" fill="none" stroke="${h.color}" stroke-width="3"/>
<text x="800" y="250" text-anchor="middle" font-family="Noto Serif CJK SC, serif" font-size="96" font-weight="700" fill="${h.color}">${escape(h.name)}</text>
<text x="800" y="420" text-anchor="middle" font-family="Noto Serif CJK SC, serif" font-size="72" fill="#222">${escape(who)}</text>
<line x1="520" y1="450" x2="1080" y2="450" stroke="#999" stroke-width="2"/>
<text x="800" y="560" text-anchor="middle" font-family="Noto Serif CJK SC, serif" font-size="40" fill="#333">${escape(h.description)}</text>
<text x="800" y="640" text-anchor="middle" font-family="Noto Serif CJK SC, serif" font-size="40" fill="#333">特发此证，以资鼓励。</text>
<text x="1380" y="880" text-anchor="end" font-family="Noto Serif CJK SC, serif" font-size="40" fill="#333">${escape(studio)}</text>
<text x="1380" y="940" text-anchor="end" font-family="Noto Serif CJK SC, serif" font-size="36" fill="#333">${date[0]}年${Number(date[1])}月${Number(date[2])}日</text>
<circle cx="1250" cy="880" r="90" fill="none" stroke="#c0392b" stroke-width="6" opacity="0.8"/>
<text x="220" y="1000" font-family="Noto Sans CJK SC, sans-serif" font-size="28" fill="#555">证书编号 ${escape(h.serial)}</text>
</svg>`
}

/** A row of the learner's certificates as MeEdu lists it. */
export const heldCertView = (r: HeldCertRow): C.MemberCert => ({ id: r.id, created_at: r.created_at, cert: { id: r.cert_id, name: r.name, template_image: r.template_image } })
