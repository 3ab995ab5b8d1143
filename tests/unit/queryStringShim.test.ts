// The H5 build replaces `query-string` with config/shims/query-string.js (3 KB gzip out of the first load).
// Expected values are query-string 9's own answers for the same calls (taken from the library, which is ESM
// only and cannot load in this jest project), including malformed escapes.
import queryString, { parse } from '../../config/shims/query-string.js'

const decoded: Array<[string, Record<string, unknown>]> = [
  ['', {}],
  ['?', {}],
  ['?id=12', { id: '12' }],
  ['?b=2&a=1', { a: '1', b: '2' }],
  ['#x=1', { x: '1' }],
  ['  ?s=1  ', { s: '1' }],
  ['&&a=1&&b=&c', { a: '1', b: '', c: null }],
  ['?q=%E9%92%A2%E7%90%B4+%E5%85%A5%E9%97%A8', { q: '钢琴 入门' }],
  ['?a=1&a=2&a=3', { a: ['1', '2', '3'] }],
  ['?k%20y=v%3Dw', { 'k y': 'v=w' }],
  ['?redirect=%2Fpages%2Fcourse%2Fshow%3Fid%3D3', { redirect: '/pages/course/show?id=3' }],
  ['?=v', { '': 'v' }],
  ['?bad=%E9%92%A&ok=%41', { bad: '%E9%92%A', ok: 'A' }],
  ['?x=%ZZ%41', { x: '%ZZA' }],
  ['?m=%E9%92%A2%FF', { m: '钢%FF' }],
  ['?m=%FF%E9%92%A2', { m: '%FF钢' }],
  ['?m=%C3%A9%E9', { m: 'é%E9' }],
  ['?m=%E9%92%A2%E9%92%FF%A2', { m: '钢%E9%92%FF%A2' }]
]

const raw: Array<[string, Record<string, unknown>]> = [
  ['?q=%E9%92%A2%E7%90%B4+%E5%85%A5%E9%97%A8', { q: '%E9%92%A2%E7%90%B4+%E5%85%A5%E9%97%A8' }],
  ['?plus=a+b&b=1&b=2', { b: ['1', '2'], plus: 'a+b' }],
  ['?k%20y=v%3Dw&e=&f', { e: '', f: null, 'k%20y': 'v%3Dw' }]
]

describe('query-string shim', () => {
  it.each(decoded)('parse(%j) decodes as query-string does', (search, expected) => {
    const got = parse(search)
    expect(got).toEqual(expected)
    expect(Object.keys(got)).toEqual(Object.keys(expected))
    expect(Object.getPrototypeOf(got)).toBeNull()
  })

  it.each(raw)('parse(%j, { decode: false }) keeps the text as written', (search, expected) => {
    const got = queryString.parse(search, { decode: false })
    expect(got).toEqual(expected)
    expect(Object.keys(got)).toEqual(Object.keys(expected))
  })

  it('stringifies as chooseLocation asks (comma arrays, nulls skipped, strict encoding)', () => {
    const query = { a: 1, b: null, c: undefined, d: ['x', 'y z'], e: "it's" }
    expect(queryString.stringify(query, { arrayFormat: 'comma', skipNull: true })).toBe('a=1&d=x,y%20z&e=it%27s')
  })
})
