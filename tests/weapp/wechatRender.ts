/**
 * The weapp build drawn by WeChat's own compilers: `wcc` turns the build's WXML (Taro's base.wxml and every
 * page) into `$gwx`, which takes a page's `data` (from the runtime double, real server data) and returns
 * WeChat's virtual tree (`wx-page` > `wx-view` ...); `wcsc` compiles the build's WXSS into the script
 * WeChat's render layer runs to insert the styles (rpx at the device width). Both come from the npm
 * package `miniprogram-compiler` (WeChat's Linux binaries).
 *
 * `toHtml` writes the tree as HTML of `wx-*` elements, and `pageDocument` wraps it with a base stylesheet
 * for the built-in components the app uses and the compiled app + page WXSS, ready for Chromium.
 */
import fs from 'fs'
import path from 'path'
import type { MiniNode } from './miniRuntime'

// The package has no types; these are the two calls we use.
const compiler = require('miniprogram-compiler') as {
  wxmlToJs(root: string, options?: { maxBuffer?: number }): string
  wxssToJs(root: string, options?: { maxBuffer?: number }): string
}

/** A node of WeChat's virtual tree: an element, or a text node (a string). */
export type WxNode = string | WxElement
export interface WxElement {
  tag: string
  attr?: Record<string, unknown>
  children?: WxNode[]
}

type Gwx = (file: string) => ((data: unknown, env: unknown, scope: unknown) => WxElement) | undefined

const BIG = 64 * 1024 * 1024

/** What WeChat's compilers made of one build: the WXML renderer and the WXSS script, compiled once. */
export class WeChatCompiled {
  private readonly gwx: Gwx
  private readonly warnings: string[] = []
  /** The WXSS script (run in a browser page: defines `__wxss(file)` inserting that file's styles). */
  readonly wxssScript: string

  constructor(readonly root: string) {
    // The binaries read every page's .json to find components: the root must be absolute.
    const abs = path.resolve(root)
    const source = compiler.wxmlToJs(abs, { maxBuffer: BIG })
    // `$gwx` reports template errors (a template not found, a recursive call) through console.warn with a
    // `WXMLRT_` prefix; a console of our own collects them per render. It wants these three globals.
    const sandbox = { warn: (...a: unknown[]) => this.warnings.push(a.join(' ')), log() {}, error: (...a: unknown[]) => this.warnings.push(a.join(' ')) }
    const g = globalThis as Record<string, unknown>
    g.window ??= globalThis
    g.__wxAppCode__ ??= {}
    g.__vd_version_info__ ??= {}
    this.gwx = new Function('global', 'console', source)({}, sandbox) as Gwx
    this.wxssScript = `window.__wxss = (function () { ${compiler.wxssToJs(abs, { maxBuffer: BIG })} })();`
  }

  /** WeChat's virtual tree of `page` (e.g. 'pages/index/index') for `data`, and the template errors it met. */
  render(page: string, data: unknown): { tree: WxElement; errors: string[] } {
    const generate = this.gwx(`${page}.wxml`)
    if (!generate) return { tree: { tag: 'wx-page', children: [] }, errors: [`no compiled template for ${page}.wxml`] }
    this.warnings.length = 0
    const tree = generate(data, {}, {})
    return { tree, errors: this.warnings.filter((w) => w.includes('WXMLRT_')) }
  }
}

const cache = new Map<string, WeChatCompiled>()
/** The compiled build at `root`, compiled once per process. */
export function wechatCompiled(root: string): WeChatCompiled {
  let c = cache.get(root)
  if (!c) cache.set(root, (c = new WeChatCompiled(root)))
  return c
}

// ---- reading the trees ----------------------------------------------------------------------------------

/** All text WeChat renders, in document order (rich-text included), whitespace collapsed. */
export function wxText(tree: WxNode): string {
  const out: string[] = []
  const walk = (n: WxNode) => {
    if (typeof n === 'string') out.push(n)
    else if (n.tag === 'wx-rich-text') out.push(richTextText(n.attr?.nodes))
    else n.children?.forEach(walk)
  }
  walk(tree)
  return normalizeText(out.join(''))
}

export const normalizeText = (s: string): string => s.replace(/\s+/g, ' ').trim()

/** Taro's `sid` of every element WeChat rendered (its `data-sid`: `id` is the element's own id when it has one). */
export function wxIds(tree: WxNode): Set<string> {
  const ids = new Set<string>()
  const walk = (n: WxNode) => {
    if (typeof n === 'string') return
    const sid = n.attr?.['data-sid'] ?? n.attr?.id
    if (typeof sid === 'string') ids.add(sid)
    n.children?.forEach(walk)
  }
  walk(tree)
  return ids
}

/** The element nodes of the page's data tree (Taro's `root`), each with its `sid`. */
export function dataElementIds(root: MiniNode): string[] {
  const ids: string[] = []
  const walk = (n: MiniNode) => {
    if (n.sid && typeof n.v !== 'string') ids.push(n.sid)
    n.cn?.forEach(walk)
  }
  root.cn?.forEach(walk)
  return ids
}

/** Shape of a tree as WeChat counts it for its limits: element nodes, the deepest path and the widest node. */
export function treeShape(tree: WxNode): { nodes: number; depth: number; maxChildren: number } {
  let nodes = 0
  let depth = 0
  let maxChildren = 0
  const walk = (n: WxNode, d: number) => {
    if (typeof n === 'string') return
    nodes++
    depth = Math.max(depth, d)
    maxChildren = Math.max(maxChildren, n.children?.length ?? 0)
    n.children?.forEach((c) => walk(c, d + 1))
  }
  // The page root is WeChat's, not the app's: its children are depth 1.
  ;(tree as WxElement).children?.forEach((c) => walk(c, 1))
  return { nodes, depth, maxChildren }
}

// ---- drawing --------------------------------------------------------------------------------------------

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttr = (s: string) => escapeHtml(s).replace(/"/g, '&quot;')
const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** Attributes worth keeping in the HTML: what styles or the base stylesheet read. Bindings are dropped. */
function htmlAttrs(tag: string, attr: Record<string, unknown> = {}): string {
  const out: string[] = []
  for (const [k, v] of Object.entries(attr)) {
    if (k.startsWith('bind') || k.startsWith('catch') || k === 'data-sid' || v === undefined || v === null || v === false || v === '') continue
    if (typeof v === 'object') continue
    if (tag === 'wx-image' && k === 'src') continue
    out.push(v === true ? kebab(k) : `${kebab(k)}="${escapeAttr(String(v))}"`)
  }
  return out.length ? ` ${out.join(' ')}` : ''
}

/** The inner HTML WeChat's component draws in its shadow tree, where it matters for the picture. */
function componentInner(tag: string, attr: Record<string, unknown>): string {
  switch (tag) {
    case 'wx-image': {
      const src = typeof attr.src === 'string' ? attr.src : ''
      const mode = typeof attr.mode === 'string' ? attr.mode : 'scaleToFill'
      // widthFix / heightFix keep the picture's ratio in the free dimension: an <img> does that.
      if (mode === 'widthFix' || mode === 'heightFix') return `<img src="${escapeAttr(src)}" alt="">`
      return `<div style="background-image:url('${escapeAttr(src)}')"></div>`
    }
    case 'wx-input':
    case 'wx-textarea': {
      const value = attr.value === undefined || attr.value === null ? '' : String(attr.value)
      const placeholder = typeof attr.placeholder === 'string' ? attr.placeholder : ''
      const cls = typeof attr.placeholderClass === 'string' ? attr.placeholderClass : ''
      return value ? `<span class="wx-value">${escapeHtml(attr.password ? '•'.repeat(value.length) : value)}</span>` : `<span class="wx-placeholder ${escapeAttr(cls)}">${escapeHtml(placeholder)}</span>`
    }
    case 'wx-rich-text':
      return richTextHtml(attr.nodes)
    default:
      return ''
  }
}

/** The text of rich-text `nodes` (an HTML string or WeChat's node array). */
function richTextText(nodes: unknown): string {
  if (typeof nodes === 'string') return decodeEntities(nodes.replace(/<[^>]*>/g, ''))
  if (!Array.isArray(nodes)) return ''
  return nodes.map((n: { type?: string; text?: string; children?: unknown }) => (n.type === 'text' ? decodeEntities(n.text ?? '') : richTextText(n.children))).join('')
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\u00a0', '#39': "'" }
const decodeEntities = (s: string) => s.replace(/&(amp|lt|gt|quot|nbsp|#39);/g, (_, e: string) => ENTITIES[e])

/** rich-text `nodes`: an HTML string or WeChat's node array (name, attrs, children, type 'text'). */
function richTextHtml(nodes: unknown): string {
  if (typeof nodes === 'string') return nodes
  if (!Array.isArray(nodes)) return ''
  return nodes
    .map((n: { type?: string; text?: string; name?: string; attrs?: Record<string, string>; children?: unknown }) => {
      if (n.type === 'text') return escapeHtml(n.text ?? '')
      if (!n.name) return ''
      const attrs = Object.entries(n.attrs ?? {})
        .map(([k, v]) => ` ${k}="${escapeAttr(String(v))}"`)
        .join('')
      return `<${n.name}${attrs}>${richTextHtml(n.children)}</${n.name}>`
    })
    .join('')
}

/** WeChat's virtual tree as HTML: `wx-*` elements, the page root as `<page>`. */
export function toHtml(n: WxNode): string {
  if (typeof n === 'string') return escapeHtml(n)
  const tag = n.tag === 'wx-page' ? 'page' : n.tag
  const attr = n.attr ?? {}
  const inner = componentInner(tag, attr)
  return `<${tag}${htmlAttrs(tag, attr)}>${inner}${(n.children ?? []).map(toHtml).join('')}</${tag}>`
}

/**
 * The built-in components as WeChat's render layer draws them by default (its base library's styles,
 * legacy component style: the app does not opt into `style: v2`).
 */
export const BASE_CSS = `
html, body { margin: 0; padding: 0; }
body { -webkit-text-size-adjust: none; font-family: -apple-system, "PingFang SC", "Noto Sans CJK SC", sans-serif; font-size: 16px; }
page { display: block; min-height: 100%; }
wx-view, wx-scroll-view, wx-swiper, wx-form, wx-label, wx-navigator, wx-movable-area, wx-cover-view { display: block; }
wx-text { display: inline; white-space: pre-wrap; }
wx-text[user-select], wx-text[selectable] { user-select: text; }
wx-image { display: inline-block; overflow: hidden; position: relative; width: 320px; height: 240px; }
wx-image > div { width: 100%; height: 100%; background-repeat: no-repeat; background-size: 100% 100%; }
wx-image[mode="aspectFit"] > div { background-size: contain; background-position: center; }
wx-image[mode="aspectFill"] > div { background-size: cover; background-position: center; }
wx-image[mode="widthFix"] { height: auto; }
wx-image[mode="heightFix"] { width: auto; }
wx-image > img { display: block; width: 100%; height: auto; }
wx-image[mode="heightFix"] > img { width: auto; height: 100%; }
wx-button { position: relative; display: block; margin-left: auto; margin-right: auto; padding-left: 14px; padding-right: 14px;
  box-sizing: border-box; font-size: 18px; text-align: center; text-decoration: none; line-height: 2.55555556; border-radius: 5px;
  overflow: hidden; color: #000; background-color: #f8f8f8; }
wx-button::after { content: " "; width: 200%; height: 200%; position: absolute; top: 0; left: 0; border: 1px solid rgba(0,0,0,.2);
  transform: scale(.5); transform-origin: 0 0; box-sizing: border-box; border-radius: 10px; }
wx-button[type="primary"] { color: #fff; background-color: #1aad19; }
wx-button[type="warn"] { color: #fff; background-color: #e64340; }
wx-button[size="mini"] { display: inline-block; line-height: 2.3; font-size: 13px; padding: 0 1.34em; }
wx-button[plain] { color: #353535; border: 1px solid #353535; background-color: transparent; }
wx-button[disabled]:not([type]) { color: rgba(0,0,0,.3); background-color: #f7f7f7; }
wx-button[type="primary"][disabled] { color: rgba(255,255,255,.6); background-color: #9ed99d; }
wx-input { display: block; height: 1.4rem; min-height: 1.4rem; overflow: hidden; white-space: nowrap; text-overflow: clip; line-height: 1.4rem; }
wx-textarea { display: block; position: relative; width: 300px; height: 150px; overflow: hidden; white-space: pre-wrap; }
.wx-placeholder { color: #808080; }
wx-scroll-view { overflow: hidden; }
wx-scroll-view[scroll-x] { overflow-x: auto; }
wx-scroll-view[scroll-y] { overflow-y: auto; }
wx-swiper { position: relative; overflow: hidden; height: 150px; }
wx-swiper-item { display: block; position: absolute; top: 0; left: 0; width: 100%; height: 100%; visibility: hidden; }
wx-swiper-item:first-child { visibility: visible; }
wx-rich-text { display: block; }
wx-video { display: inline-block; width: 300px; height: 225px; background: #000; position: relative; overflow: hidden; }
wx-icon { display: inline-block; font-size: 0; width: 23px; height: 23px; border-radius: 50%; background: currentColor; vertical-align: middle; }
wx-icon[size] { width: attr(size px); height: attr(size px); }
wx-canvas { display: block; width: 300px; height: 150px; }
wx-progress { display: flex; align-items: center; }
wx-switch, wx-checkbox, wx-radio { display: inline-block; }
wx-slider { display: block; margin: 10px 18px; height: 28px; }
wx-block { display: contents; }
[hidden] { display: none !important; }
`

/** The wxss file names of a page: the app's, then the page's own (which imports its package's shared sheet). */
export function wxssFiles(root: string, page: string): string[] {
  return ['app.wxss', `${page}.wxss`].filter((f) => fs.existsSync(path.join(root, f)))
}

// WeChat's script takes the screen's height as the width when the screen reports landscape, which headless
// Chromium does: rpx follow the screen's width, as on a phone held upright.
const RPX_WIDTH = 'window.__checkDeviceWidth__ = function () {}'

/**
 * A whole HTML document of the page as WeChat draws it at `width` CSS px: the base stylesheet, the WXSS
 * (inserted by WeChat's compiled script with rpx at that width) and the rendered tree.
 */
export function pageDocument(compiled: WeChatCompiled, page: string, tree: WxElement): string {
  const files = wxssFiles(compiled.root, page)
  const insert = files.map((f) => `window.__wxss(${JSON.stringify(f)})('')`).join(';')
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<style>${BASE_CSS}</style><script>${RPX_WIDTH};${compiled.wxssScript};${insert}</script></head><body>${toHtml(tree)}</body></html>`
}
