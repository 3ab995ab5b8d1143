/**
 * Rich text written by staff (a course's intro, an announcement), cleaned before it is stored with the allow
 * list the learner clients apply (types/richTextPolicy.ts): allowed tags keep their allowed attributes, a
 * link or image keeps its URL only when it is absolute http(s), scripts, styles and frames go with their
 * content, any other tag leaves its text. The clients sanitize again; the database never holds what they
 * would have to remove.
 */
import { parseDocument } from 'htmlparser2'
import { DROP_WITH_CONTENT, URL_ATTRS, isAllowedAttr, isAllowedTag, isSafeUrl } from '~types/richTextPolicy'

type ChildNode = ReturnType<typeof parseDocument>['children'][number]
type Element = Extract<ChildNode, { attribs: Record<string, string> }>

const VOID = new Set(['br', 'hr', 'img'])

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;')

function write(nodes: ChildNode[]): string {
  let out = ''
  for (const node of nodes) {
    if (node.type === 'text') {
      out += escapeText(node.data)
      continue
    }
    if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') continue
    const el = node as Element
    const tag = el.name.toLowerCase()
    if ((DROP_WITH_CONTENT as readonly string[]).includes(tag)) continue
    if (!isAllowedTag(tag)) {
      out += write(el.children)
      continue
    }
    let attrs = ''
    for (const [name, value] of Object.entries(el.attribs)) {
      const attr = name.toLowerCase()
      if (!isAllowedAttr(tag, attr)) continue
      if ((URL_ATTRS as readonly string[]).includes(attr) && !isSafeUrl(value)) continue
      attrs += ` ${attr}="${escapeAttr(value.trim())}"`
    }
    // An image without a safe source shows nothing: it is left out.
    if (tag === 'img' && !/ src="/.test(attrs)) continue
    out += VOID.has(tag) ? `<${tag}${attrs}>` : `<${tag}${attrs}>${write(el.children)}</${tag}>`
  }
  return out
}

/** Staff HTML as the allow list keeps it (an empty string for nothing left). */
export function cleanRichText(html: string): string {
  if (!html) return ''
  return write(parseDocument(html, { decodeEntities: true }).children).trim()
}

/** Whether HTML holds anything a learner would see: text or an image (`<p></p>` does not). */
export function hasContent(html: string): boolean {
  return /<img\s/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '').length > 0
}
