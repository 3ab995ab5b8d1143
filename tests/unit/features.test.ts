import { deriveFeatureFlags } from '../../src/core/features'
import { visibleEntries, MEMBER_ENTRIES } from '../../src/features/member/entries'
import { findRoute } from '../../src/routes'

describe('feature flags from enabled_addons', () => {
  it('core VIP is always on; add-on features follow the list', () => {
    const flags = deriveFeatureFlags(['Zhibo', 'MeeduBooks', 'Paper', 'DaySignIn'])
    expect(flags).toMatchObject({ vip: true, live: true, book: true, paper: true, practice: true, mockPaper: true, wrongBook: true, daySignIn: true })
    expect(flags).toMatchObject({ topic: false, wenda: false, share: false, miaosha: false, tuangou: false, cert: false, credit1Mall: false })
  })

  it('promo codes are on exactly when the referral-share add-on is off', () => {
    expect(deriveFeatureFlags([]).promoCode).toBe(true)
    expect(deriveFeatureFlags(['MultiLevelShare']).promoCode).toBe(false)
    expect(deriveFeatureFlags(['MultiLevelShare']).share).toBe(true)
  })

  it('matches add-on names case-insensitively and tolerates a missing list', () => {
    expect(deriveFeatureFlags(['zhibo']).live).toBe(true)
    expect(deriveFeatureFlags(undefined).live).toBe(false)
    expect(deriveFeatureFlags(null).vip).toBe(true)
  })
})

describe('member-centre entries', () => {
  it('shows an entry only when its page exists and its add-on is on', () => {
    const all = deriveFeatureFlags(['DaySignIn', 'Credit1Mall', 'CodeExchanger', 'MultiLevelShare', 'TuanGou', 'MiaoSha', 'Cert', 'Paper', 'Wenda', 'PianoAudio', 'TutorTime'])
    const shown = visibleEntries(all)
    for (const e of shown) expect(findRoute(e.url)).toBeDefined()
    expect(shown.length).toBe(MEMBER_ENTRIES.filter((e) => findRoute(e.url)).length)
  })

  it("hides the entries of a disabled add-on: the entry's page route carries the add-on's flag", () => {
    const entries = [
      { title: '电子书', url: '/packageA/book/index', group: 'learning' as const },
      { title: '登录', url: '/pages/auth/login', group: 'account' as const }
    ]
    expect(visibleEntries(deriveFeatureFlags([]), entries).map((e) => e.title)).toEqual(['登录'])
    expect(visibleEntries(deriveFeatureFlags(['MeeduBooks']), entries).map((e) => e.title)).toEqual(['电子书', '登录'])
  })
})
