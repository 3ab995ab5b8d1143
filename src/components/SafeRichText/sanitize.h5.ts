import DOMPurify from 'dompurify'
import { ALLOWED_ATTRS, ALLOWED_TAGS, DROP_WITH_CONTENT, SAFE_URL, URL_ATTRS, isAllowedAttr, isSafeUrl } from '~types/richTextPolicy'

let hooked = false

function purifier() {
  if (!hooked) {
    hooked = true
    // Per-tag attribute rules and URL checks that DOMPurify's flat lists cannot express.
    DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
      const tag = node.nodeName.toLowerCase()
      if (!isAllowedAttr(tag, data.attrName)) {
        data.keepAttr = false
        return
      }
      if ((URL_ATTRS as readonly string[]).includes(data.attrName) && !isSafeUrl(data.attrValue)) {
        data.keepAttr = false
      }
    })
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      // Links leave the app in a new context and never leak the page as referrer.
      if (node.nodeName.toLowerCase() === 'a' && node.getAttribute('href')) {
        node.setAttribute('target', '_blank')
        node.setAttribute('rel', 'noopener noreferrer nofollow')
      }
    })
  }
  return DOMPurify
}

const allAttrs = Array.from(new Set(Object.values(ALLOWED_ATTRS).flat()))

/** Server HTML made safe to inject on H5. */
export function sanitizeHtml(html: string): string {
  if (!html) return ''
  return purifier().sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: [...allAttrs, 'target', 'rel'],
    ALLOWED_URI_REGEXP: SAFE_URL,
    // DOMPurify tests every attribute not on its URI-safe list against ALLOWED_URI_REGEXP; ours that
    // hold no URL would fail it ("2" is not an http URL), so they are declared URI-safe.
    ADD_URI_SAFE_ATTR: allAttrs.filter((a) => !(URL_ATTRS as readonly string[]).includes(a)),
    FORBID_TAGS: [...DROP_WITH_CONTENT],
    KEEP_CONTENT: true
  }) as unknown as string
}
