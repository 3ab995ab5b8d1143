import { resolveLink } from '../../src/links'

const own = ['https://piano.example.com']

describe('admin links in both dialects', () => {
  it.each([
    ['/pages/course/show?id=1', '/pages/course/show?id=1'],
    ['/packageA/vod/index', '/packageA/vod/index'],
    ['/packageA/book/show?id=2&msv=9', '/packageA/book/show?id=2&msv=9'],
    ['/#/pages/role/role?id=2', '/pages/role/role?id=2'],
    ['#/pages/search/search?keywords=%E5%B7%B4%E8%B5%AB', '/pages/search/search?keywords=%E5%B7%B4%E8%B5%AB'],
    ['https://piano.example.com/#/pages/course/show?id=5', '/pages/course/show?id=5']
  ])('a Taro path %s opens %s', (href, url) => {
    expect(resolveLink(href, own)).toEqual({ kind: 'page', url })
  })

  it.each([
    ['/', '/pages/index/index'],
    ['/courses', '/packageA/vod/index'],
    ['/course/12', '/pages/course/show?id=12'],
    ['/course/video/7', '/pages/course/video?id=7'],
    ['/role', '/pages/role/role'],
    ['/study', '/pages/course/index'],
    ['/member', '/pages/member/index'],
    ['/member/order', '/packageA/member/order'],
    ['/messages', '/packageA/member/messages'],
    ['/search?keywords=scale', '/pages/search/search?keywords=scale'],
    ['/#/course/3', '/pages/course/show?id=3'],
    ['https://piano.example.com/#/course/4/', '/pages/course/show?id=4']
  ])("MeEdu H5's %s opens %s", (href, url) => {
    expect(resolveLink(href, own)).toEqual({ kind: 'page', url })
  })

  it('sends an in-app path we do not have to the not-found page', () => {
    expect(resolveLink('/packageA/member/wallet', own)).toEqual({ kind: 'notFound', path: '/packageA/member/wallet' })
    expect(resolveLink('/course/abc', own)).toEqual({ kind: 'notFound', path: '/course/abc' })
  })

  it('opens other sites outside the app and ignores scripts', () => {
    expect(resolveLink('https://www.bilibili.com/video/1', own)).toEqual({ kind: 'external', url: 'https://www.bilibili.com/video/1' })
    expect(resolveLink('javascript:alert(1)', own)).toEqual({ kind: 'ignored' })
    expect(resolveLink('//evil.example/x', own)).toEqual({ kind: 'ignored' })
    expect(resolveLink('', own)).toEqual({ kind: 'ignored' })
  })
})
