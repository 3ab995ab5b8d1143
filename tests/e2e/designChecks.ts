/**
 * The design system's checks on a drawn page, run inside the page (H5 in Chromium, or the mini-program's
 * drawing by WeChat's compilers, tests/weapp/wechatRender.ts): every button and input is one of ours and
 * styled as such, nothing sticks out past the screen, and no text glyph stands in for an icon. Returns one
 * line per fault. `page.evaluate(designFaults, { weapp })`: the function must not close over anything.
 */
export function designFaults({ weapp }: { weapp: boolean }): string[] {
  const faults: string[] = []
  const name = (e: Element) => `${e.tagName.toLowerCase()}.${(e.getAttribute('class') ?? '').trim().split(/\s+/).join('.')}`
  const text = (e: Element) => (e.textContent ?? '').trim().slice(0, 20)
  const shown = (e: Element) => {
    const r = e.getBoundingClientRect()
    return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden'
  }
  // The page's own tree: WeChat's drawing is all page; on H5 the Taro page on show (others stay in the DOM).
  const root: Element | null = weapp
    ? document.querySelector('page')
    : [...document.querySelectorAll('.taro_page')].filter((p) => getComputedStyle(p).display !== 'none').pop() ?? null
  if (!root) return ['no page drawn']
  const px = (v: string) => parseFloat(v) || 0

  // Buttons: ours (components/Button: `.btn`), never the platform's look (WeChat's and Taro's grey #f8f8f8,
  // WeChat's green, the browser's button face, WeChat's 5 px corners and hairline border).
  const DEFAULT_FILLS = ['rgb(248, 248, 248)', 'rgb(26, 173, 25)', 'rgb(239, 239, 239)', 'rgb(240, 240, 240)', 'rgb(221, 221, 221)']
  const buttons = [...root.querySelectorAll(weapp ? 'wx-button' : '[data-control="button"], .taro-button-core, button')]
  for (const b of buttons) {
    if (!b.classList.contains('btn')) {
      faults.push(`button not of the design system: ${name(b)} "${text(b)}"`)
      continue
    }
    if (!shown(b)) continue
    const s = getComputedStyle(b)
    if (DEFAULT_FILLS.includes(s.backgroundColor)) faults.push(`button in the platform's fill ${s.backgroundColor}: "${text(b)}"`)
    if (s.borderTopLeftRadius === '5px' || s.borderTopLeftRadius === '10px') faults.push(`button with the platform's corners: "${text(b)}"`)
    const after = getComputedStyle(b, '::after')
    if (after.content !== 'none' && after.display !== 'none' && px(after.borderTopWidth) > 0) faults.push(`button with WeChat's hairline border: "${text(b)}"`)
    const h = b.getBoundingClientRect().height
    const least = b.classList.contains('btn--sm') ? 28 : 44
    if (h < least - 0.5) faults.push(`button ${Math.round(h)} px tall (at least ${least}): "${text(b)}"`)
  }

  // Inputs: a TextField or TextArea (components/Field), as wide as the field they sit in.
  const inputs = [...root.querySelectorAll(weapp ? 'wx-input, wx-textarea' : 'input:not([type="checkbox"]):not([type="radio"]):not([type="range"]):not([type="file"]):not([type="hidden"]), textarea')]
  for (const i of inputs) {
    if (!shown(i)) continue
    // Taro's H5 Textarea puts the class on its host element (taro-textarea-core), the textarea inside it.
    const control = i.closest('.field__input, .field__textarea')
    if (!control || (control !== i && control !== i.parentElement)) {
      faults.push(`input not of the design system: ${name(i)}`)
      continue
    }
    const box = control.parentElement
    if (box && i.getBoundingClientRect().width < box.getBoundingClientRect().width * 0.5) faults.push(`input narrower than half its field: ${name(i)}`)
  }

  // Nothing past the screen's right edge, unless an ancestor clips or scrolls it inside the screen.
  const edge = window.innerWidth + 1
  const clipped = (e: Element) => {
    for (let a = e.parentElement; a && a !== root.parentElement; a = a.parentElement) {
      if (getComputedStyle(a).overflowX !== 'visible' && a.getBoundingClientRect().right <= edge) return true
    }
    return false
  }
  for (const e of root.querySelectorAll('*')) {
    const r = e.getBoundingClientRect()
    if (r.width > 0 && r.right > edge && !clipped(e)) faults.push(`past the screen's edge: ${name(e)}`)
  }

  // Icons are drawn (components/Icon), never a text glyph (a box or an emoji on some phones).
  const GLYPHS = /[›‹✓✔◀▶★☆×✕♩♪🔒]/u
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const host = n.parentElement
    // Rich text is the studio's, and what a learner typed (a field's value: ♩=100 in a question) is theirs.
    if (!host || host.closest('.safe-rich-text, wx-rich-text, .rich-text, wx-input, wx-textarea')) continue
    if (GLYPHS.test(n.textContent ?? '')) faults.push(`a text glyph as an icon: "${(n.textContent ?? '').trim().slice(0, 20)}" in ${name(host)}`)
  }
  return faults
}
