// jsdom has no matchMedia (antd's responsive grid and the menu's breakpoint read it): a desktop window.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({ matches: /min-width/.test(query), media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false })
})
// antd measures some text with getComputedStyle's pseudo-element argument, which jsdom does not implement.
const computed = window.getComputedStyle
window.getComputedStyle = (el: Element) => computed(el)
// React Router reads TextEncoder, which jest's jsdom environment leaves out: Node's own.
import { TextDecoder, TextEncoder } from 'util'
Object.assign(globalThis, { TextEncoder, TextDecoder })
