import { parseDocument } from 'htmlparser2'
import { DROP_WITH_CONTENT, URL_ATTRS, isAllowedAttr, isAllowedTag, isSafeUrl } from '~types/richTextPolicy'

// domhandler's node types, as htmlparser2 (our dependency) hands them over.
type ChildNode = ReturnType<typeof parseDocument>['children'][number]
type Element = Extract<ChildNode, { attribs: Record<string, string> }>

/** A node of the mini-program RichText component. */
export type RichNode =
  | { type: 'text'; text: string }
  | { name: string; attrs: Record<string, string>; children: RichNode[] }

/** Images never overflow the phone's width. */
const IMG_STYLE = 'max-width:100%;height:auto;display:block;'
/** Lists keep their markers inside the text's box, as on H5 (SafeRichText/index.scss). */
const LIST_STYLE = 'margin:0 0 8px;padding-left:1.5em;'

function convert(nodes: ChildNode[]): RichNode[] {
  const out: RichNode[] = []
  for (const node of nodes) {
    if (node.type === 'text') {
      if (node.data) out.push({ type: 'text', text: node.data })
      continue
    }
    if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') continue
    const el = node as Element
    const tag = el.name.toLowerCase()
    if ((DROP_WITH_CONTENT as readonly string[]).includes(tag)) continue
    const children = convert(el.children)
    if (!isAllowedTag(tag)) {
      out.push(...children) // unknown wrapper: keep its text, lose the tag
      continue
    }
    const attrs: Record<string, string> = {}
    for (const [name, value] of Object.entries(el.attribs)) {
      if (!isAllowedAttr(tag, name)) continue
      if ((URL_ATTRS as readonly string[]).includes(name) && !isSafeUrl(value)) continue
      attrs[name] = value
    }
    if (tag === 'img') {
      if (!attrs.src) continue
      attrs.style = IMG_STYLE
    }
    if (tag === 'ul' || tag === 'ol') attrs.style = LIST_STYLE
    // WXSS cannot style tags inside rich-text (wcsc turns `p` into `wx-p`), but page classes apply to its
    // nodes: `rt-<tag>` lets a stylesheet reach them (`.hit__snippet .rt-em`, SafeRichText/index.scss).
    attrs.class = `rt-${tag}`
    out.push({ name: tag, attrs, children })
  }
  return out
}

/** Server HTML as RichText nodes, with the same allow list as the H5 sanitizer. */
export function htmlToRichNodes(html: string): RichNode[] {
  if (!html) return []
  return convert(parseDocument(html, { decodeEntities: true }).children)
}
