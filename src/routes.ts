/**
 * THE route table (SPEC section 2). Every registered page is declared here once: its package, page path,
 * tab, whether an anonymous visitor may open it (SPEC section 6), its title, pull-to-refresh, the feature
 * flag that gates it, and the type of its query. app.config.ts and every page config derive from it.
 *
 * Pure data and functions: app.config.ts imports this file at build time in Node, so no Taro imports.
 */
import type { FeatureFlag } from '../types/features'
import { CASHIER_GOODS, GOODS } from './addons'

export type PackageRoot = 'main' | 'packageA' | 'packageB'

/** Query values as they travel in a URL. */
export type QueryValue = string | number | undefined
export type Query = Record<string, QueryValue>

/** Marks a query value that makes the link invalid (the page shell shows "链接无效"). */
export const INVALID = Symbol('invalid query value')

/**
 * One query parameter of a route: how it parses from the URL (`parse`, given the decoded string or
 * undefined when absent) and, as phantom types, what the page gets (`T`) and what a link may pass (`L`).
 */
export interface Param<T, L, Optional extends boolean> {
  readonly optional: Optional
  parse(raw: string | undefined): T | typeof INVALID
  /** Phantom fields carrying the types; never set at run time. */
  readonly __page?: T
  readonly __link?: L
}

const MAX_ID = 2147483647

function parseId(raw: string): number | typeof INVALID {
  const n = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN
  return n >= 1 && n <= MAX_ID ? n : INVALID
}

/** Query parameter kinds (routes declare their query with these; pages receive it parsed). */
export const q = {
  /** A positive integer id; required. */
  id: { optional: false, parse: (raw) => (raw === undefined ? INVALID : parseId(raw)) } as Param<number, number | string, false>,
  /** A positive integer id; absent is fine, a malformed one is not. */
  optionalId: {
    optional: true,
    parse: (raw) => (raw === undefined || raw === '' ? undefined : parseId(raw))
  } as Param<number | undefined, number | string | undefined, true>,
  /** Free text; required and non-empty. */
  text: { optional: false, parse: (raw) => (raw ? raw : INVALID) } as Param<string, string, false>,
  /** Free text; absent reads as undefined. */
  optionalText: { optional: true, parse: (raw) => (raw ? raw : undefined) } as Param<string | undefined, string | undefined, true>,
  /** One of a fixed set; anything else makes the link invalid. */
  oneOf<const V extends string>(values: readonly V[]): Param<V, V, false> {
    return { optional: false, parse: (raw) => (values.includes(raw as V) ? (raw as V) : INVALID) }
  },
  /** One of a fixed set, or undefined when absent or unknown (a filter: a stale value just resets it). */
  optionalOneOf<const V extends string>(values: readonly V[]): Param<V | undefined, V | undefined, true> {
    return { optional: true, parse: (raw) => (values.includes(raw as V) ? (raw as V) : undefined) }
  }
}

/** Any parameter: `Param` only produces its types (covariant), so `unknown` admits them all. */
type AnyParam = Param<unknown, unknown, boolean>
export type QuerySpec = Record<string, AnyParam>

type PageValue<P> = P extends Param<infer T, unknown, boolean> ? T : never
type LinkValue<P> = P extends Param<unknown, infer L, boolean> ? L : never
type OptionalKeys<S> = { [K in keyof S]: S[K] extends Param<unknown, unknown, true> ? K : never }[keyof S]

/** The query a page receives: every declared key, parsed. */
export type PageQuery<S extends QuerySpec> = { [K in keyof S]: PageValue<S[K]> }
/** The query a link passes: required keys required, optional ones optional. */
export type LinkQuery<S extends QuerySpec> = { [K in Exclude<keyof S, OptionalKeys<S>>]: LinkValue<S[K]> } & {
  [K in OptionalKeys<S>]?: LinkValue<S[K]>
}

export interface RouteDef<S extends QuerySpec = QuerySpec> {
  /** Package root: `main` pages go in app.config `pages`, the others in `subPackages`. */
  readonly root: PackageRoot
  /** Page path inside the package, e.g. `pages/auth/login` or `vod/index`. */
  readonly page: string
  /** Absolute path as used by navigation, e.g. `/pages/auth/login`, `/packageA/vod/index`. */
  readonly url: string
  readonly title: string
  readonly tab: boolean
  /** May an anonymous visitor open it (SPEC section 6 whitelist)? */
  readonly anonymous: boolean
  /** Pull-to-refresh: the page config and the page shell both read this, nothing else declares it. */
  readonly pullToRefresh: boolean
  /** Hidden, and shows a "not enabled" state, when this add-on flag is off. */
  readonly flag?: FeatureFlag
  /** The page draws its own navigation bar (page config `navigationStyle: 'custom'`). */
  readonly customNav: boolean
  /** The page's query parameters; the page shell parses them and refuses a link that breaks them. */
  readonly query: S
}

interface RouteInit<S extends QuerySpec> {
  title: string
  tab?: boolean
  anonymous?: boolean
  pullToRefresh?: boolean
  flag?: FeatureFlag
  customNav?: boolean
  query?: S
}

function route<S extends QuerySpec = Record<string, never>>(root: PackageRoot, page: string, init: RouteInit<S>): RouteDef<S> {
  const url = root === 'main' ? `/${page}` : `/${root}/${page}`
  return {
    root,
    page,
    url,
    title: init.title,
    tab: init.tab ?? false,
    anonymous: init.anonymous ?? false,
    pullToRefresh: init.pullToRefresh ?? false,
    flag: init.flag,
    customNav: init.customNav ?? false,
    query: init.query ?? ({} as S)
  }
}

/** Parses a page's raw (decoded) query against its route; null when the link is invalid. */
export function parseRouteQuery<S extends QuerySpec>(r: RouteDef<S>, raw: Record<string, string | undefined>): PageQuery<S> | null {
  const out: Record<string, unknown> = {}
  for (const [key, param] of Object.entries(r.query)) {
    const value = param.parse(raw[key])
    if (value === INVALID) return null
    out[key] = value
  }
  return out as PageQuery<S>
}

/** Pages that send the learner back where they came from after login. */
const redirect = { redirect: q.optionalText }
/** What the reader page renders (SPEC section 2: `course_type`). */
export const WEBVIEW_TYPES = ['topic', 'paperRead', 'mockRead', 'practiceRead'] as const
/** Q&A list scenes (ADDONS 7): 综合, 已解决, 未解决, 最新回答; `mine` (ours): the learner's questions and answers. */
export const QA_SCENES = ['default', 'solved', 'unsolved', 'last_answer', 'mine'] as const

/** Exam lists: a category and a sub-category (ADDONS 4.1 `cid1`, `cid2`). */
const examCategories = { cid1: q.optionalId, cid2: q.optionalId }
/** paper/show takes a mock paper with `kind=mock`. */
export const EXAM_KINDS = ['mock'] as const

/** A shared goods link: the item and the sharer's referral code (SPEC section 2). */
const shared = { id: q.id, msv: q.optionalText }

export const routes = {
  home: route('main', 'pages/index/index', { title: '首页', tab: true, anonymous: true, pullToRefresh: true }),
  learning: route('main', 'pages/course/index', { title: '学习', tab: true, anonymous: true, pullToRefresh: true }),
  member: route('main', 'pages/member/index', { title: '我的', tab: true, anonymous: true }),
  login: route('main', 'pages/auth/login', { title: '登录', anonymous: true, query: redirect }),
  bindMobile: route('main', 'pages/auth/bind-mobile', { title: '绑定手机号', anonymous: true, query: redirect }),
  codeBindMobile: route('main', 'pages/auth/code-bind-mobile', { title: '绑定手机号', anonymous: true, query: redirect }),
  loginError: route('main', 'pages/auth/login-error', {
    title: '登录失败',
    anonymous: true,
    query: { login_err_msg: q.optionalText, action: q.optionalText }
  }),
  authLoading: route('main', 'pages/auth/loading', {
    title: '登录中',
    anonymous: true,
    query: { login_code: q.optionalText, action: q.optionalText, redirect: q.optionalText }
  }),
  faceSuccess: route('main', 'pages/webview/faceSuccess', { title: '实名认证', anonymous: true }),
  messages: route('packageA', 'member/messages', { title: '我的消息', pullToRefresh: true }),
  // gid: the group to join when the goods is a group buy (absent: open a new group).
  cashier: route('main', 'pages/order/order', { title: '确认订单', query: { goods_type: q.oneOf(CASHIER_GOODS), goods_id: q.id, gid: q.optionalId } }),
  handPay: route('main', 'pages/order/pay', { title: '转账支付', query: { order_id: q.text } }),
  paySuccess: route('main', 'pages/order/success', {
    title: '支付结果',
    query: { order_id: q.text, goods_type: q.optionalOneOf(CASHIER_GOODS), goods_id: q.optionalId }
  }),
  orders: route('packageA', 'member/order', { title: '我的订单', pullToRefresh: true }),
  vip: route('main', 'pages/role/role', { title: 'VIP会员', flag: 'vip', query: { id: q.optionalId } }),
  courseShow: route('main', 'pages/course/show', { title: '课程详情', anonymous: true, query: shared }),
  // Open to visitors so a trial or free lesson plays before any login (docs/DECISIONS.md).
  lesson: route('main', 'pages/course/video', { title: '课程学习', anonymous: true, query: shared }),
  courses: route('packageA', 'vod/index', {
    title: '全部课程',
    anonymous: true,
    pullToRefresh: true,
    query: { category_id: q.optionalId, scene: q.optionalOneOf(['sub', 'free']) }
  }),
  search: route('main', 'pages/search/search', { title: '搜索', anonymous: true, query: { keywords: q.optionalText } }),
  wechatPay: route('main', 'pages/order/wechat_h5', {
    title: '微信支付',
    query: { order_id: q.text, goods_type: q.optionalOneOf(CASHIER_GOODS), goods_id: q.optionalId }
  }),
  books: route('packageA', 'book/index', { title: '电子书', anonymous: true, pullToRefresh: true, flag: 'book', query: { cid: q.optionalId } }),
  bookShow: route('packageA', 'book/show', { title: '电子书详情', anonymous: true, flag: 'book', query: shared }),
  bookRead: route('packageA', 'book/read', { title: '阅读', anonymous: true, flag: 'book', query: { id: q.id } }),
  setting: route('packageA', 'member/setting', { title: '设置' }),
  profile: route('packageA', 'member/profile/index', { title: '个人资料' }),
  nickname: route('packageA', 'member/profile/nickname', { title: '修改昵称' }),
  password: route('packageA', 'member/profile/password', { title: '设置密码' }),
  signCenter: route('packageA', 'member/signCenter', { title: '每日签到', flag: 'daySignIn' }),
  codeExchanger: route('packageA', 'member/codeExchanger/index', { title: '兑换码', flag: 'codeExchanger' }),
  codeExchangerSuccess: route('packageA', 'member/codeExchanger/success', { title: '兑换成功', flag: 'codeExchanger' }),
  codeExchangerRecords: route('packageA', 'member/codeExchanger/records', { title: '兑换记录', pullToRefresh: true, flag: 'codeExchanger' }),
  mobileVerify: route('packageA', 'member/profile/mobileVerify', { title: '验证原手机号' }),
  mobile: route('packageA', 'member/profile/mobile', { title: '绑定新手机号', query: { sign: q.text } }),
  certification: route('packageA', 'member/certification', { title: '我的证书', pullToRefresh: true, flag: 'cert' }),
  realName: route('packageA', 'member/profile/change', { title: '实名认证' }),
  bindResult: route('packageA', 'member/profile/bindResult', {
    title: '账号绑定',
    query: { login_code: q.optionalText, login_err_msg: q.optionalText, action: q.optionalText }
  }),
  topics: route('packageA', 'topic/index', { title: '图文', anonymous: true, pullToRefresh: true, flag: 'topic', query: { cid: q.optionalId } }),
  // The article reader (and, by course_type, the exam readers): its own navigation bar (SPEC section 2).
  webview: route('main', 'pages/webview/webview', {
    title: '阅读',
    anonymous: true,
    customNav: true,
    query: { course_type: q.oneOf(WEBVIEW_TYPES), id: q.id, title: q.optionalText, msv: q.optionalText }
  }),
  learnPaths: route('packageA', 'learnPath/index', { title: '学习路径', anonymous: true, pullToRefresh: true, flag: 'learnPath', query: { category_id: q.optionalId } }),
  learnPathShow: route('packageA', 'learnPath/show', { title: '学习路径', anonymous: true, flag: 'learnPath', query: shared }),
  questions: route('packageA', 'qa/index', {
    title: '问答',
    anonymous: true,
    pullToRefresh: true,
    flag: 'wenda',
    query: { cid: q.optionalId, scene: q.optionalOneOf(QA_SCENES) }
  }),
  questionShow: route('packageA', 'qa/show', { title: '问题详情', anonymous: true, pullToRefresh: true, flag: 'wenda', query: { id: q.id } }),
  questionCreate: route('packageA', 'qa/create', { title: '提问', flag: 'wenda' }),
  questionEdit: route('packageA', 'qa/edit', { title: '编辑问题', flag: 'wenda', query: { id: q.id } }),
  questionReply: route('packageA', 'qa/reply', { title: '回答', flag: 'wenda', query: { id: q.id } }),
  answerComments: route('packageA', 'qa/answer_comments', { title: '回答的评论', anonymous: true, pullToRefresh: true, flag: 'wenda', query: { id: q.id } }),
  answerCommentReply: route('packageA', 'qa/answer_comment_reply', {
    title: '回复评论',
    flag: 'wenda',
    query: { id: q.id, reply_user_id: q.optionalId, nick_name: q.optionalText }
  }),
  flashSales: route('packageA', 'ms/index', { title: '秒杀', pullToRefresh: true, flag: 'miaosha' }),
  flashSale: route('packageA', 'ms/show', { title: '秒杀详情', flag: 'miaosha', query: shared }),
  groupBuys: route('packageA', 'tg/index', { title: '拼团', pullToRefresh: true, flag: 'tuangou' }),
  groupBuy: route('packageA', 'tg/show', { title: '拼团详情', flag: 'tuangou', query: shared }),
  // A group (its id): where an invite link and paying for a place land.
  groupQueue: route('packageA', 'tg/queue', { title: '拼团进度', flag: 'tuangou', query: shared }),
  myFlashSales: route('packageA', 'member/miaosha', { title: '我的秒杀', pullToRefresh: true, flag: 'miaosha' }),
  myGroupBuys: route('packageA', 'member/tuangou', { title: '我的拼团', pullToRefresh: true, flag: 'tuangou' }),
  pianoAudio: route('packageB', 'pianoAudio/index', { title: '钢琴音频', anonymous: true, pullToRefresh: true, flag: 'pianoAudio' }),
  // A category's tracks, or a search (keywords); `id`: a track to start (a featured track's link).
  pianoAudioList: route('packageB', 'pianoAudio/audioList', {
    title: '音频列表',
    anonymous: true,
    flag: 'pianoAudio',
    query: { category_id: q.optionalId, keywords: q.optionalText, id: q.optionalId }
  }),
  // Ours, not the SPEC's (issue 26): tracks kept on the device, played offline with the practice tools.
  downloads: route('packageB', 'pianoAudio/downloads', { title: '我的下载', flag: 'pianoAudio' }),
  credit1: route('packageA', 'member/credit1', { title: '积分商城', pullToRefresh: true, flag: 'credit1Mall' }),
  credit1Methods: route('packageA', 'member/credit1Methods', { title: '赚积分', flag: 'credit1Mall' }),
  credit1Goods: route('packageA', 'member/credit1Goods', { title: '商品详情', flag: 'credit1Mall', query: { id: q.id } }),
  credit1GoodsAddress: route('packageA', 'member/credit1GoodsAddress', { title: '填写收货地址', flag: 'credit1Mall', query: { id: q.id } }),
  credit1Record: route('packageA', 'member/credit1Record', { title: '积分明细', pullToRefresh: true, flag: 'credit1Mall' }),
  credit1Order: route('packageA', 'member/credit1Order', { title: '兑换记录', pullToRefresh: true, flag: 'credit1Mall' }),
  tutorTime: route('packageA', 'member/tutortime', { title: '陪练时长', pullToRefresh: true, flag: 'tutorTime' }),
  tutorTimeMethods: route('packageA', 'member/tutortimeMethods', { title: '如何使用陪练时长', flag: 'tutorTime' }),
  tutorTimeRecord: route('packageA', 'member/tutortimeRecord', { title: '时长明细', pullToRefresh: true, flag: 'tutorTime' }),
  examHome: route('packageA', 'exam/home', { title: '考试中心', anonymous: true, pullToRefresh: true, flag: 'paper' }),
  papers: route('packageA', 'exam/paper/index', { title: '在线考试', pullToRefresh: true, flag: 'paper', query: examCategories }),
  mockPapers: route('packageA', 'exam/mock/index', { title: '模拟考试', pullToRefresh: true, flag: 'mockPaper', query: examCategories }),
  practices: route('packageA', 'exam/practice/index', { title: '练习', pullToRefresh: true, flag: 'practice', query: examCategories }),
  wrongBook: route('packageA', 'exam/wrongbook/index', { title: '错题本', flag: 'wrongBook' }),
  myPapers: route('packageA', 'exam/user/paper', { title: '我的考试', pullToRefresh: true, flag: 'paper' }),
  myPractices: route('packageA', 'exam/user/practice', { title: '我的练习', pullToRefresh: true, flag: 'practice' }),
  myMockPapers: route('packageA', 'exam/user/mock-paper', { title: '我的模考', pullToRefresh: true, flag: 'mockPaper' }),
  // A paper, or with kind=mock a mock paper (the SPEC has no page of its own for one): rules, the exam, the result.
  paperShow: route('packageA', 'paper/show', { title: '考试', flag: 'paper', query: { ...shared, kind: q.optionalOneOf(EXAM_KINDS) } }),
  practiceShow: route('packageA', 'practice/show', { title: '练习', flag: 'practice', query: shared }),
  shareHome: route('packageA', 'member/share/share', { title: '推广中心', flag: 'share' }),
  shareBalance: route('packageA', 'member/share/balance', { title: '推广余额', flag: 'share' }),
  shareRecords: route('packageA', 'member/share/records', { title: '推广明细', flag: 'share' }),
  shareRules: route('packageA', 'member/share/rules', { title: '推广规则', flag: 'share' }),
  shareWithdraw: route('packageA', 'member/share/withdraw', { title: '申请提现', flag: 'share' }),
  recharge: route('packageA', 'member/recharge', { title: '余额充值' }),
  lives: route('packageA', 'live/index', { title: '直播课', anonymous: true, pullToRefresh: true, flag: 'live', query: { cid: q.optionalId } }),
  liveShow: route('packageA', 'live/show', { title: '直播详情', anonymous: true, flag: 'live', query: shared }),
  liveRoom: route('packageA', 'live/video', { title: '直播间', flag: 'live', query: { id: q.id } }),
  // Ours, not the SPEC's: where an unknown link lands (docs/DECISIONS.md "Not-found page").
  notFound: route('main', 'pages/error/notFound', { title: '页面不存在', anonymous: true, query: { path: q.optionalText } })
} as const

/**
 * Pages a learner shares to a chat and to Moments (their page config enables both; the page shell answers
 * with the page and the sharer's `msv`): every goods page, the group buy, and the invite page.
 */
const SHARED_URLS: ReadonlySet<string> = new Set([...Object.values(GOODS).map((g) => g.page), routes.groupBuy.url, routes.shareHome.url])
export const isSharedPage = (r: RouteDef): boolean => SHARED_URLS.has(r.url)

/** Pages of ours beyond the SPEC's 84 (the route-table test allows exactly these): main pages by path, others `root/path`. */
export const EXTRA_PAGES: readonly string[] = ['pages/error/notFound', 'packageB/pianoAudio/downloads']

export type RouteName = keyof typeof routes
export type AnyRoute = (typeof routes)[RouteName]
export type QueryOf<R> = R extends RouteDef<infer S> ? LinkQuery<S> : never

export const allRoutes: readonly AnyRoute[] = Object.values(routes)
export const tabRoutes: readonly AnyRoute[] = allRoutes.filter((r) => r.tab)

const byUrl = new Map<string, AnyRoute>(allRoutes.map((r) => [r.url, r]))

/** The registered route at an absolute path (`/pages/...`), ignoring any query; undefined when unknown. */
export function findRoute(path: string): AnyRoute | undefined {
  const bare = path.split('?')[0]
  return byUrl.get(bare.startsWith('/') ? bare : `/${bare}`)
}

/** Serialises a query, skipping empty values; keys keep their order. */
export function stringifyQuery(query: Query | undefined): string {
  if (!query) return ''
  const parts = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
  return parts.length ? `?${parts.join('&')}` : ''
}

/** Parses `a=1&b=2` (with or without a leading `?`) into a plain object of decoded strings. */
export function parseQuery(search: string): Record<string, string> {
  const out: Record<string, string> = {}
  const s = search.startsWith('?') ? search.slice(1) : search
  for (const pair of s.split('&')) {
    if (!pair) continue
    const i = pair.indexOf('=')
    const key = i < 0 ? pair : pair.slice(0, i)
    const value = i < 0 ? '' : pair.slice(i + 1)
    try {
      out[decodeURIComponent(key)] = decodeURIComponent(value.replace(/\+/g, ' '))
    } catch {
      // A malformed escape in someone else's link: drop that pair, keep the rest.
    }
  }
  return out
}

/** Link builder: `linkTo(routes.login, { redirect })` -> `/pages/auth/login?redirect=...` */
export function linkTo<R extends AnyRoute>(r: R, query?: QueryOf<R>): string {
  return r.url + stringifyQuery(query as Query | undefined)
}
