/**
 * THE add-on table. Each MeEdu add-on is declared once: its `enabled_addons` name, the feature flags it
 * turns on (with the names a learner reads), the goods it sells (the page a share link or a paid order
 * opens, the names orders give it, whether the cashier sells it) and its member-centre entries. Its pages
 * carry its flag in src/routes/table.ts. Flags, share links, post-payment targets, the cashier's goods and
 * the member centre all derive from this table (src/core/features.ts, src/utils/goods.ts,
 * src/utils/postPayment.ts, src/features/member/entries.ts); nothing else lists add-ons. The types of its
 * names derive from it too (`FeatureFlag`, `GoodsType`, `CashierGoodsType`, below); the add-on names are
 * `AddonName` (types/addons.ts), the one type the server shares, and every one of them needs a row here.
 *
 * Pure data: no Taro imports (tests and build-time code read it in Node).
 */
import type { AddonName } from '~types/addons'

export interface GoodsDef<Cashier extends string = CashierGoodsType> {
  /** The page the goods opens (a SPEC path); the goods id travels as `id`. */
  readonly page: string
  /** Fixed query in front of the id (webview pages say what to render). */
  readonly query?: Readonly<Record<string, string>>
  /** How orders name it: type codes and Chinese labels (SPEC: "also recognised by Chinese labels"). */
  readonly aliases: readonly string[]
  /** The learner's word for it ("查看电子书"). */
  readonly noun: string
  /** Sold directly by the cashier under this `goods_type` (its feature's adapter, src/cashierRegistry.ts). */
  readonly cashier?: Cashier
}

/** Where a member-centre entry sits on the me tab. */
export type EntryGroup = 'learning' | 'wallet' | 'account'

export interface MemberEntry {
  readonly title: string
  readonly url: string
  readonly group: EntryGroup
  /** A count shown beside the entry (the member page supplies the numbers). */
  readonly badge?: 'unread'
}

/** A row of the table; the flag, goods and cashier names are the table's own (the types below derive from them). */
export interface AddonDef<Flag extends string = FeatureFlag, Goods extends string = GoodsType, Cashier extends string = CashierGoodsType> {
  /** The name in `other/config.enabled_addons` (matched case-insensitively); null for core MeEdu. */
  readonly name: AddonName | null
  /** Feature flags this add-on turns on, with the feature's Chinese name. */
  readonly flags: Readonly<Partial<Record<Flag, string>>>
  readonly goods?: Readonly<Partial<Record<Goods, GoodsDef<Cashier>>>>
  /** What the cashier sells that is no share-link goods (a balance top-up, whose id is its amount). */
  readonly cashierOnly?: readonly Cashier[]
  readonly entries?: readonly MemberEntry[]
}

const TABLE = [
  {
    name: null,
    // Promo codes are core but off while the referral add-on is on (SPEC section 1): core/features.ts.
    flags: { vip: '会员', promoCode: '优惠码' },
    goods: {
      vod: { page: '/pages/course/show', aliases: ['course', 'vod', 'COURSE', '录播课程', '点播课程', '课程'], noun: '课程', cashier: 'vod' },
      video: { page: '/pages/course/video', aliases: ['video', 'VIDEO', '视频'], noun: '视频', cashier: 'video' },
      vip: { page: '/pages/role/role', aliases: ['role', 'vip', 'ROLE', '会员', 'VIP会员'], noun: '会员', cashier: 'role' }
    },
    entries: [
      { title: '我的订单', url: '/packageA/member/order', group: 'wallet' },
      { title: '我的消息', url: '/packageA/member/messages', group: 'account', badge: 'unread' },
      { title: 'VIP会员', url: '/pages/role/role', group: 'wallet' },
      { title: '个人资料', url: '/packageA/member/profile/index', group: 'account' },
      { title: '设置', url: '/packageA/member/setting', group: 'account' }
    ]
  },
  {
    name: 'Zhibo',
    flags: { live: '直播课' },
    goods: { live: { page: '/packageA/live/show', aliases: ['live', 'LIVE', '直播课程', '直播'], noun: '直播课', cashier: 'live' } }
  },
  {
    name: 'MeeduBooks',
    flags: { book: '电子书' },
    goods: { book: { page: '/packageA/book/show', aliases: ['book', 'BOOK', '电子书'], noun: '电子书', cashier: 'book' } }
  },
  {
    name: 'MeeduTopics',
    flags: { topic: '图文' },
    goods: {
      topic: { page: '/pages/webview/webview', query: { course_type: 'topic' }, aliases: ['topic', 'TOPIC', '图文', '文章'], noun: '图文', cashier: 'topic' }
    }
  },
  {
    name: 'Paper',
    flags: { paper: '考试', practice: '练习', mockPaper: '模拟考试', wrongBook: '错题本' },
    goods: {
      paper: { page: '/packageA/paper/show', aliases: ['paper', 'PAPER', '试卷'], noun: '试卷', cashier: 'paper' },
      // A mock paper opens on the paper page with kind=mock (the SPEC has no page of its own for one).
      mockPaper: {
        page: '/packageA/paper/show',
        query: { kind: 'mock' },
        aliases: ['mockPaper', 'mockpaper', 'mock_paper', 'MOCK_PAPER', '模拟试卷', '模考'],
        noun: '模拟试卷',
        cashier: 'mockPaper'
      },
      practice: { page: '/packageA/practice/show', aliases: ['practice', 'PRACTICE', '练习'], noun: '练习', cashier: 'practice' }
    },
    entries: [
      { title: '考试中心', url: '/packageA/exam/home', group: 'learning' },
      { title: '我的考试', url: '/packageA/exam/user/paper', group: 'learning' }
    ]
  },
  {
    name: 'LearnPaths',
    flags: { learnPath: '学习路径' },
    goods: {
      learnPath: { page: '/packageA/learnPath/show', aliases: ['path', 'learnPath', 'LEARN_PATH', '学习路径'], noun: '学习路径', cashier: 'learnPath' },
      // The SPEC's second name for the same goods (older share links).
      path: { page: '/packageA/learnPath/show', aliases: [], noun: '学习路径' }
    }
  },
  {
    name: 'Wenda',
    flags: { wenda: '问答' },
    // The learner's own questions and answers: the Q&A list's "我的" scene (no page of its own in the SPEC).
    entries: [{ title: '我的问答', url: '/packageA/qa/index?scene=mine', group: 'learning' }]
  },
  {
    name: 'MultiLevelShare',
    flags: { share: '分销推广' },
    entries: [{ title: '推广中心', url: '/packageA/member/share/share', group: 'wallet' }]
  },
  {
    name: 'CodeExchanger',
    flags: { codeExchanger: '兑换码' },
    entries: [{ title: '兑换码', url: '/packageA/member/codeExchanger/index', group: 'wallet' }]
  },
  { name: 'Snapshot', flags: { snapshort: '学习抓拍' } },
  { name: 'ke', flags: { ke: '班级课' } },
  {
    name: 'DaySignIn',
    flags: { daySignIn: '每日签到' },
    entries: [{ title: '每日签到', url: '/packageA/member/signCenter', group: 'learning' }]
  },
  {
    name: 'Credit1Mall',
    flags: { credit1Mall: '积分商城' },
    entries: [{ title: '积分商城', url: '/packageA/member/credit1', group: 'wallet' }]
  },
  {
    name: 'MiaoSha',
    flags: { miaosha: '秒杀' },
    // The cashier sells a flash-sale place by the sale's id (it pays the learner's place in that sale).
    goods: { ms: { page: '/packageA/ms/show', aliases: [], noun: '秒杀', cashier: 'ms' } },
    entries: [{ title: '我的秒杀', url: '/packageA/member/miaosha', group: 'wallet' }]
  },
  {
    name: 'TuanGou',
    flags: { tuangou: '拼团' },
    // A `tg` link is a group (its invite link, and where paying for a place lands); the cashier sells a
    // place by the group buy's id (with `gid`, the group to join).
    goods: { tg: { page: '/packageA/tg/queue', aliases: ['tg'], noun: '拼团', cashier: 'tg' } },
    entries: [{ title: '我的拼团', url: '/packageA/member/tuangou', group: 'wallet' }]
  },
  {
    // Ours (no public MeEdu evidence, docs/API.md): one-to-one tutoring minutes, packages sold by the cashier.
    name: 'TutorTime',
    flags: { tutorTime: '陪练时长' },
    goods: { tutorTime: { page: '/packageA/member/tutortime', aliases: ['tutorTime', 'TUTOR_TIME', '陪练时长'], noun: '陪练时长', cashier: 'tutorTime' } },
    entries: [{ title: '陪练时长', url: '/packageA/member/tutortime', group: 'wallet' }]
  },
  {
    name: 'Cert',
    flags: { cert: '证书' },
    entries: [{ title: '我的证书', url: '/packageA/member/certification', group: 'learning' }]
  },
  {
    // The studio's own piano audio library and practice log: no MeEdu add-on exists, the server's is
    // ours (docs/API.md "PianoAudio").
    name: 'PianoAudio',
    flags: { pianoAudio: '钢琴音频' },
    entries: [
      { title: '钢琴音频', url: '/packageB/pianoAudio/index', group: 'learning' },
      { title: '我的下载', url: '/packageB/pianoAudio/downloads', group: 'learning' }
    ]
  },
  {
    // Ours (docs/API.md "Homework"): learners hand in recorded takes, their teachers review them.
    name: 'Homework',
    flags: { homework: '作业' }
  },
  {
    // The balance (credit2) and its top-up: no MeEdu add-on (docs/API.md "Recharge and balance payment"), always on.
    name: null,
    flags: {},
    cashierOnly: ['recharge'],
    entries: [{ title: '余额充值', url: '/packageA/member/recharge', group: 'wallet' }]
  }
] as const satisfies readonly AddonDef<string, string, string>[]

type Row = (typeof TABLE)[number]
type FlagsOf<R> = R extends { flags: infer F } ? keyof F : never
type GoodsOf<R> = R extends { goods: infer G } ? keyof G : never
type CashierOf<R> = R extends { goods: infer G } ? { [K in keyof G]: G[K] extends { cashier: infer C } ? C : never }[keyof G] : never
type CashierOnlyOf<R> = R extends { cashierOnly: readonly (infer C)[] } ? C : never

/** Feature flags (SPEC section 3 `configFunc`): the table's flag names, derived from it. */
export type FeatureFlag = FlagsOf<Row> & string
export type FeatureFlags = Record<FeatureFlag, boolean>
/** Goods types of share links (SPEC section 2, "Links and post-payment"), from the table's goods. */
export type GoodsType = GoodsOf<Row> & string
/** The cashier's `goods_type` values (its page query; each has an adapter in src/cashierRegistry.ts). */
export type CashierGoodsType = CashierOf<Row> | CashierOnlyOf<Row>

/** Every add-on name of types/addons.ts (the type both sides share) has its row: else this does not compile. */
type Unlisted = Exclude<AddonName, NonNullable<Row['name']>>
export const ADDONS: readonly AddonDef[] & ([Unlisted] extends [never] ? unknown : never) = TABLE

/** The add-on that declares `flag` (every flag is declared by exactly one; a test checks). */
export function addonOfFlag(flag: FeatureFlag): AddonDef {
  return ADDONS.find((a) => flag in a.flags)!
}

/** Every goods type with its definition, in table order. */
export const GOODS: Readonly<Record<GoodsType, GoodsDef>> = Object.assign({}, ...ADDONS.map((a) => a.goods ?? {}))

/** A goods type of the table (an own key of GOODS), as a server's `goods_type` string may name one. */
export const isGoodsType = (type: string): type is GoodsType => Object.prototype.hasOwnProperty.call(GOODS, type)

/** The cashier's goods types, from the table. */
export const CASHIER_GOODS: readonly CashierGoodsType[] = [
  ...Object.values(GOODS).flatMap((g) => (g.cashier ? [g.cashier] : [])),
  ...ADDONS.flatMap((a) => a.cashierOnly ?? [])
]
