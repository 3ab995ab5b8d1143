import { sanitizeHtml } from '../../src/components/SafeRichText/sanitize.h5'
import { htmlToRichNodes, type RichNode } from '../../src/components/SafeRichText/sanitize.weapp'

const ATTACKS = [
  '<script>alert(1)</script><p>安全</p>',
  '<img src="x" onerror="alert(1)">',
  '<img src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">点我</a>',
  '<a href="JaVaScRiPt:alert(1)">点我</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<iframe src="https://evil.example.com"></iframe>',
  '<p style="position:fixed;top:0">fake</p>',
  '<svg><script>alert(1)</script></svg>',
  '<form action="https://evil.example.com"><input name="pwd"></form>',
  '<div onclick="steal()">x</div>',
  '<style>body{display:none}</style>'
]

function flatten(nodes: RichNode[]): string {
  return nodes
    .map((n) => ('text' in n ? n.text : `<${n.name}${Object.entries(n.attrs).map(([k, v]) => ` ${k}="${v}"`).join('')}>${flatten(n.children)}</${n.name}>`))
    .join('')
}

describe('H5 sanitizer (DOMPurify with the shared allow list)', () => {
  it.each(ATTACKS)('neutralises %s', (html) => {
    const out = sanitizeHtml(html)
    expect(out).not.toMatch(/<script|onerror|onclick|javascript:|data:text|<iframe|<form|<input|style=|<style|<svg/i)
  })

  it('keeps formatting, lists, tables, http(s) links and images', () => {
    const html =
      '<h2>课程介绍</h2><p>适合<strong>零基础</strong>学员</p><ul><li>识谱</li></ul>' +
      '<table><tbody><tr><td colspan="2">课表</td></tr></tbody></table>' +
      '<a href="https://example.com/a">链接</a><img src="https://cdn.example.com/a.png" alt="封面" width="320">'
    const out = sanitizeHtml(html)
    expect(out).toContain('<h2>课程介绍</h2>')
    expect(out).toContain('<strong>零基础</strong>')
    expect(out).toContain('<td colspan="2">课表</td>')
    expect(out).toContain('href="https://example.com/a"')
    expect(out).toContain('rel="noopener noreferrer nofollow"')
    expect(out).toContain('src="https://cdn.example.com/a.png"')
    expect(out).toContain('width="320"')
  })

  it('drops relative and protocol-relative URLs (only absolute http/https)', () => {
    expect(sanitizeHtml('<a href="/x">a</a><img src="//cdn/x.png">')).not.toMatch(/href=|src=/)
  })

  it('returns empty for empty input', () => {
    expect(sanitizeHtml('')).toBe('')
  })
})

describe('weapp converter (htmlparser2 -> RichText nodes, same allow list)', () => {
  it.each(ATTACKS)('neutralises %s', (html) => {
    const out = flatten(htmlToRichNodes(html))
    expect(out).not.toMatch(/<script|onerror|onclick|javascript:|data:text|<iframe|<form|<input|position:fixed|<style|<svg|alert\(1\)|display:none/i)
  })

  it('keeps the same content as H5, with images sized to the screen', () => {
    const nodes = htmlToRichNodes('<p>适合<strong>零基础</strong></p><img src="https://cdn.example.com/a.png" alt="封面"><a href="https://e.com">链接</a>')
    expect(nodes[0]).toEqual({
      name: 'p',
      attrs: { class: 'rt-p' },
      children: [{ type: 'text', text: '适合' }, { name: 'strong', attrs: { class: 'rt-strong' }, children: [{ type: 'text', text: '零基础' }] }]
    })
    expect(nodes[1]).toEqual({
      name: 'img',
      attrs: { src: 'https://cdn.example.com/a.png', alt: '封面', style: 'max-width:100%;height:auto;display:block;', class: 'rt-img' },
      children: []
    })
    expect(nodes[2]).toMatchObject({ name: 'a', attrs: { href: 'https://e.com' } })
  })

  it('unwraps unknown tags but keeps their text, and decodes entities as text', () => {
    expect(htmlToRichNodes('<custom-tag>钢琴&amp;乐理</custom-tag>')).toEqual([{ type: 'text', text: '钢琴&乐理' }])
  })

  it('drops images without a safe src', () => {
    expect(htmlToRichNodes('<img src="javascript:x"><img>')).toEqual([])
  })

  it('names every node by its tag (`rt-em`), since WXSS reaches rich-text nodes by class only', () => {
    const [p] = htmlToRichNodes('<p>弹<em>练习</em>曲</p>')
    expect(p).toMatchObject({ attrs: { class: 'rt-p' }, children: [{ type: 'text' }, { name: 'em', attrs: { class: 'rt-em' } }, { type: 'text' }] })
  })

  it('gives lists room for their markers inside the text box, as on H5', () => {
    const [ul, ol] = htmlToRichNodes('<ul style="padding:0"><li>一</li></ul><ol><li>二</li></ol>')
    for (const list of [ul, ol]) expect(list).toMatchObject({ attrs: { style: 'margin:0 0 8px;padding-left:1.5em;' } })
  })
})
