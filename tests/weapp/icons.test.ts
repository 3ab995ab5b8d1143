/**
 * @jest-environment node
 *
 * Control icons in the weapp build: the player's previous / play / next are SVG images (a
 * base64 data URI the mini-program's `image` draws; no Unicode symbol left to the phone's font), and each
 * icon-only control carries its name for WeChat's screen reader: in the page data and, through WeChat's
 * own WXML compiler (wcc), as `aria-role` / `aria-label` on the rendered `wx-view`.
 */
import path from 'path'
import { createRequire } from 'module'
import { MiniRuntime, type MiniNode } from './miniRuntime'
import { serverPerWeappTest, viaServer } from './serverBackend'

const ROOT = path.join(__dirname, '../../dist/weapp')
const ctx = serverPerWeappTest(ROOT)
const SVG_URI = /^data:image\/svg\+xml;base64,/
// WeChat's WXML compiler (the package ships no types).
const { wxmlToJs } = createRequire(__filename)('miniprogram-compiler') as { wxmlToJs(root: string): string }

/** A node of wcc's virtual tree. */
interface WxNode {
  tag?: string
  attr?: Record<string, unknown>
  children?: WxNode[]
}

const walk = <N extends { cn?: N[]; children?: N[] }>(n: N, visit: (n: N) => void) => {
  visit(n)
  for (const c of n.cn ?? n.children ?? []) walk(c, visit)
}

/** The SVG data URIs drawn inside `node` (the image's `src` is under a Taro alias key). */
const svgSources = (node: MiniNode) => {
  const out: string[] = []
  walk(node, (n) => {
    for (const v of Object.values(n)) if (typeof v === 'string' && SVG_URI.test(v)) out.push(v)
  })
  return out
}

describe('weapp control icons', () => {
  it('the player controls are named SVG images in the page data, and wcc renders their names', async () => {
    const rt = new MiniRuntime(ROOT, viaServer(ctx.s))
    await rt.launch({ path: 'packageB/pianoAudio/audioList', query: { category_id: '2', id: '13' } })
    const page = await rt.open('packageB/pianoAudio/audioList', { category_id: '2', id: '13' })
    await rt.settle()
    // The track starts on its own: the main control pauses.
    const CONTROLS = ['上一首', '暂停', '下一首']
    for (const label of CONTROLS) {
      const control = rt.findByLabel(page, label)
      expect(control?.role).toBe('button')
      const [src] = svgSources(control!)
      expect(src).toMatch(SVG_URI)
      expect(Buffer.from(src.split(',')[1], 'base64').toString()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24"><path fill="#[0-9a-f]{6}" d="M[^"]+"\/><\/svg>$/)
    }
    expect(rt.text(page)).not.toMatch(/[⏮⏭⏸▶◀♪]/)

    // WeChat's compiler on the same data: the names reach the rendered views.
    Object.assign(globalThis, { window: globalThis, __wxAppCode__: {}, __vd_version_info__: {} })
    const $gwx = new Function('global', wxmlToJs(ROOT))({}) as (file: string) => (data: unknown, env: unknown, global: unknown) => WxNode
    const tree = $gwx('packageB/pianoAudio/audioList.wxml')(page.data, {}, {})
    const named = new Map<string, WxNode>()
    walk(tree, (n) => {
      if (n.tag === 'wx-view' && typeof n.attr?.ariaLabel === 'string') named.set(n.attr.ariaLabel, n)
    })
    for (const label of CONTROLS) {
      const view = named.get(label)
      expect(view?.attr?.ariaRole).toBe('button')
      const images: WxNode[] = []
      walk(view!, (n) => n.tag === 'wx-image' && images.push(n))
      expect(images.map((i) => String(i.attr?.src))).toEqual([expect.stringMatching(SVG_URI)])
    }
    // WeChat stops the player when the mini-program closes: so does the test.
    rt.backgroundAudio.emit('Stop')
    await rt.settle()
  })
})
