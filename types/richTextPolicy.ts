/**
 * The one allow list for rich text: the server cleans what staff write with it (server/src/lib/richText.ts),
 * and the H5 sanitizer (DOMPurify) and the weapp converter (htmlparser2 -> RichText nodes) apply it again to
 * whatever the API serves. Text formatting, lists, tables, links and images survive; scripts,
 * styles, event handlers, forms, frames and every URL that is not absolute http(s) do not.
 */
export const ALLOWED_TAGS = [
  'p', 'br', 'span', 'div', 'section', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'sub', 'sup',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'hr',
  'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption',
  'table', 'thead', 'tbody', 'tr', 'th', 'td'
] as const

/** Attributes kept per tag (`*` for every tag). `style` is dropped: it can overlay fake UI. */
export const ALLOWED_ATTRS: Record<string, readonly string[]> = {
  '*': [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan']
}

/** Attributes that hold a URL, kept only when the URL passes isSafeUrl. */
export const URL_ATTRS = ['href', 'src'] as const

export const SAFE_URL = /^https?:\/\/[^\s]+$/i

export function isSafeUrl(url: string): boolean {
  return SAFE_URL.test(url.trim())
}

export function isAllowedTag(tag: string): boolean {
  return (ALLOWED_TAGS as readonly string[]).includes(tag.toLowerCase())
}

export function isAllowedAttr(tag: string, attr: string): boolean {
  const a = attr.toLowerCase()
  return (ALLOWED_ATTRS[tag.toLowerCase()] ?? []).includes(a) || ALLOWED_ATTRS['*'].includes(a)
}

/** Tags whose content is dropped with them (not unwrapped into text). */
export const DROP_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'select', 'svg', 'math'] as const
