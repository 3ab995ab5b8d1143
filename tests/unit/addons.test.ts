import { ADDONS, CASHIER_GOODS, GOODS, addonOfFlag } from '../../src/addons'
import { allRoutes, routes } from '../../src/routes'
import { FEATURE_NAMES } from '../../src/core/features'
import { specPaths as specPathSet } from '../helpers/spec'

const specPaths = specPathSet()

describe('the add-on table', () => {
  it('declares every feature flag exactly once, with a Chinese name', () => {
    const flags = ADDONS.flatMap((a) => Object.keys(a.flags))
    expect(new Set(flags).size).toBe(flags.length)
    // SPEC section 3's configFunc flags, plus learnPath, pianoAudio, tutorTime and homework (types/features.ts).
    const spec = ['vip', 'live', 'book', 'topic', 'paper', 'practice', 'mockPaper', 'wrongBook', 'wenda', 'share', 'codeExchanger', 'snapshort', 'ke', 'promoCode', 'daySignIn', 'credit1Mall', 'miaosha', 'tuangou', 'cert', 'learnPath', 'pianoAudio', 'tutorTime', 'homework']
    expect([...flags].sort()).toEqual([...spec].sort())
    for (const [flag, name] of Object.entries(FEATURE_NAMES)) {
      expect(name).toMatch(/[\u4e00-\u9fa5]/)
      expect(addonOfFlag(flag as keyof typeof FEATURE_NAMES)).toBeDefined()
    }
  })

  it('names each add-on once, as MeEdu spells it', () => {
    const names = ADDONS.flatMap((a) => (a.name ? [a.name] : []))
    expect(new Set(names).size).toBe(names.length)
    expect(names).toEqual(expect.arrayContaining(['Zhibo', 'MeeduBooks', 'MeeduTopics', 'Paper', 'Wenda', 'MultiLevelShare', 'CodeExchanger', 'DaySignIn', 'Credit1Mall', 'MiaoSha', 'TuanGou', 'Cert', 'LearnPaths', 'Snapshot']))
  })

  it('points every goods type and member entry at a SPEC page', () => {
    for (const g of Object.values(GOODS)) expect(specPaths.has(g.page)).toBe(true)
    for (const e of ADDONS.flatMap((a) => a.entries ?? [])) expect(specPaths.has(e.url.split('?')[0])).toBe(true)
  })

  it('sells through the cashier exactly the goods the cashier route accepts', () => {
    expect([...CASHIER_GOODS].sort()).toEqual(['book', 'learnPath', 'live', 'mockPaper', 'ms', 'paper', 'practice', 'recharge', 'role', 'tg', 'topic', 'tutorTime', 'video', 'vod'])
    for (const g of CASHIER_GOODS) expect(routes.cashier.query.goods_type.parse(g)).toBe(g)
    expect(routes.cashier.query.goods_type.parse('vip')).not.toBe('vip')
  })

  it("gates each registered add-on page on a flag of the add-on that sells its goods", () => {
    for (const [type, g] of Object.entries(GOODS)) {
      const route = allRoutes.find((r) => r.url === g.page)
      if (!route?.flag) continue
      const owner = ADDONS.find((a) => a.goods && type in a.goods)!
      expect(Object.keys(owner.flags)).toContain(route.flag)
    }
  })
})
