/**
 * Learner-written text (docs/decisions/user-text-is-plain-text.md). Comments are stored as plain text (HTML
 * from a rich editor, such as MeEdu PC's `<p>...</p>`, is reduced to its text) and returned as
 * `render_content`, which MeEdu's clients insert as HTML: escaped, with line breaks as <br>. Nicknames may not
 * carry control or direction-override characters (they can reorder or hide what others read next to them).
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" }

// C0/C1 controls except tab and newline, and the Unicode bidi controls (embeddings, overrides, isolates, marks).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u061c]/g

/** HTML or text in, plain text out: tags dropped (block ends become line breaks), entities decoded. */
export function plainText(input: string): string {
  return input
    .replace(/<\s*(br|\/p|\/div|\/li|\/h\d)\b[^>]*>/gi, '\n')
    .replace(/<!--[\s\S]*?-->/g, '')
    // Only what looks like a tag: "1 < 2 && 3 > 2" is text. Whatever is left is escaped on output.
    .replace(/<\/?[a-zA-Z][^>]*>/g, '')
    .replace(/&(#39|amp|lt|gt|quot|apos|nbsp);/gi, (_, name: string) => ENTITIES[name.toLowerCase()] ?? '')
    .replace(CONTROLS, '')
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** Plain text as safe HTML for `render_content`. */
export const renderText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>')

/** A nickname with a control or direction-override character (refused, not silently changed). */
export const hasControlCharacters = (s: string) => new RegExp(CONTROLS.source).test(s)
