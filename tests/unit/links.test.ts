import { GOODS_TYPES, goodsLink, goodsPagePath } from '../../src/utils/goods'
import { cashierGoodsOf, postPaymentDestination } from '../../src/utils/postPayment'
import { GOODS } from '../../src/addons'
import { specPaths as specPathSet } from '../helpers/spec'

const specPaths = specPathSet()

describe('goods links (SPEC section 2)', () => {
  it("covers the SPEC's 13 goods types (plus our tutorTime), each opening a SPEC page", () => {
    expect(GOODS_TYPES.filter((t) => t !== 'tutorTime')).toHaveLength(13)
    for (const t of GOODS_TYPES) expect(specPaths.has(goodsPagePath(t))).toBe(true)
  })

  it('appends msv when there is a referral code', () => {
    expect(goodsLink('vod', 3, '1024')).toBe('/pages/course/show?id=3&msv=1024')
    expect(goodsLink('vod', 3)).toBe('/pages/course/show?id=3')
    expect(goodsLink('vod', 3, '')).toBe('/pages/course/show?id=3')
    expect(goodsLink('topic', 8, 5)).toBe('/pages/webview/webview?course_type=topic&id=8&msv=5')
    expect(goodsLink('mockPaper', 2)).toBe('/packageA/paper/show?kind=mock&id=2')
    expect(goodsLink('vip', 1)).toBe('/pages/role/role?id=1')
    expect(goodsLink('live', 4, 'a b')).toBe('/packageA/live/show?id=4&msv=a%20b')
  })
})

describe('post-payment destination', () => {
  it.each([
    ['role', 1, '/pages/role/role?id=1', '会员'],
    ['vod', 3, '/pages/course/show?id=3', '课程'],
    ['录播课程', 3, '/pages/course/show?id=3', '课程'],
    ['直播课程', 4, '/packageA/live/show?id=4', '直播课'],
    ['video', 9, '/pages/course/video?id=9', '视频'],
    ['电子书', 2, '/packageA/book/show?id=2', '电子书'],
    ['图文', 5, '/pages/webview/webview?course_type=topic&id=5', '图文'],
    ['试卷', 6, '/packageA/paper/show?id=6', '试卷'],
    ['模拟试卷', 7, '/packageA/paper/show?kind=mock&id=7', '模拟试卷'],
    ['practice', 8, '/packageA/practice/show?id=8', '练习'],
    ['学习路径', 10, '/packageA/learnPath/show?id=10', '学习路径']
  ])('%s #%i -> %s', (type, id, url, label) => {
    expect(postPaymentDestination(type as string, id as number)).toEqual({ url, label })
  })

  it('every alias leads to a SPEC page; unknown types have no destination', () => {
    const aliases = Object.values(GOODS).flatMap((g) => g.aliases)
    expect(new Set(aliases).size).toBe(aliases.length)
    for (const alias of aliases) {
      const d = postPaymentDestination(alias, 1)
      expect(d && specPaths.has(d.url.split('?')[0])).toBe(true)
    }
    expect(postPaymentDestination('unknown', 1)).toBeUndefined()
  })
})

describe('continue paying', () => {
  it.each([
    ['vod', 'vod'],
    ['COURSE', 'vod'],
    ['role', 'role'],
    ['ROLE', 'role'],
    ['VIDEO', 'video'],
    ['BOOK', 'book'],
    ['直播课程', 'live'],
    ['试卷', 'paper'],
    ['模拟试卷', 'mockPaper'],
    ['代金券', undefined]
  ])('an order for %s reopens the cashier as %s', (type, cashier) => {
    expect(cashierGoodsOf(type)).toBe(cashier)
  })
})
