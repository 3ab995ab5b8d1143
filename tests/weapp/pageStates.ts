/**
 * Every page of the app (the 84 of the SPEC and ours, EXTRA_PAGES) with the query and the learner state
 * it is opened in, for the tests and reports that go over all pages on both builds: the WeChat-render
 * test, `npm run shots:weapp` and `npm run bench:weapp`. A page that needs a state (a paid course, a
 * sitting exam, a live room) gets it from the reference server, as the browser journeys do.
 */
import type { DB } from '../../server/src/db/db'
import { routes } from '../../src/routes'

/** What a page's state is set up with: the server's database and API, as the demo learner. */
export interface StateContext {
  db: DB
  token: string
  call<T = unknown>(method: string, url: string, body?: unknown): Promise<{ code: number; message: string; data: T }>
}

export interface PageState {
  /** The page's query (values as the app's links write them). */
  query?: Record<string, string>
  /** Opened by the demo learner (true) or a visitor (false). */
  learner: boolean
  /** Sets the state up on the server and returns the query (for ids the server makes). */
  setup?: (ctx: StateContext) => Promise<Record<string, string>>
}

/** Add-ons on for these runs: every one, opt-in ones included, so every page has its add-on. */
export const ALL_PAGES_ADDONS = [
  'MeeduBooks', 'DaySignIn', 'CodeExchanger', 'Cert', 'MeeduTopics', 'LearnPaths', 'Wenda', 'MiaoSha', 'TuanGou',
  'MultiLevelShare', 'Zhibo', 'Paper', 'Credit1Mall', 'TutorTime', 'PianoAudio', 'Homework'
]

const learner = (query?: Record<string, string>): PageState => ({ learner: true, query })
const visitor = (query?: Record<string, string>): PageState => ({ learner: false, query })

/** An unpaid order of the demo learner for a course it has not bought (the hand-pay and result pages). */
async function unpaidOrder(ctx: StateContext): Promise<string> {
  const res = await ctx.call<{ order_id: string }>('POST', '/api/v2/order/course', { course_id: 3 })
  if (res.code !== 0) throw new Error(`order: ${res.message}`)
  return res.data.order_id
}

/** The demo learner's own question (for the edit page). */
async function ownQuestion(ctx: StateContext): Promise<string> {
  const id = ctx.db.prepare("SELECT q.id FROM wenda_questions q JOIN users u ON u.id = q.user_id WHERE u.mobile = '13800138000' ORDER BY q.id LIMIT 1").pluck().get() as number
  return String(id)
}

type RouteKey = keyof typeof routes

export const PAGE_STATES: Record<RouteKey, PageState> = {
  home: visitor(),
  learning: learner(),
  member: learner(),
  login: visitor({ redirect: '/pages/member/index' }),
  bindMobile: visitor({ redirect: '/pages/member/index' }),
  codeBindMobile: visitor({ redirect: '/pages/member/index' }),
  loginError: visitor({ login_err_msg: '授权已过期' }),
  authLoading: visitor(),
  faceSuccess: visitor(),
  messages: learner(),
  cashier: learner({ goods_type: 'vod', goods_id: '3' }),
  handPay: { learner: true, setup: async (ctx) => ({ order_id: await unpaidOrder(ctx) }) },
  paySuccess: { learner: true, setup: async (ctx) => ({ order_id: await unpaidOrder(ctx), goods_type: 'vod', goods_id: '3' }) },
  orders: learner(),
  vip: learner(),
  courseShow: visitor({ id: '2' }),
  lesson: learner({ id: '4' }),
  courses: visitor(),
  search: visitor({ keywords: '练习' }),
  wechatPay: { learner: true, setup: async (ctx) => ({ order_id: await unpaidOrder(ctx) }) },
  books: visitor(),
  bookShow: visitor({ id: '2' }),
  bookRead: visitor({ id: '1' }),
  setting: learner(),
  profile: learner(),
  nickname: learner(),
  password: learner(),
  signCenter: learner(),
  codeExchanger: learner(),
  codeExchangerSuccess: learner(),
  codeExchangerRecords: learner(),
  mobileVerify: learner(),
  mobile: learner({ sign: 'sign-from-verify' }),
  certification: learner(),
  realName: learner(),
  bindResult: learner(),
  topics: visitor(),
  webview: visitor({ course_type: 'topic', id: '1' }),
  learnPaths: visitor(),
  learnPathShow: visitor({ id: '1' }),
  questions: visitor(),
  questionShow: visitor({ id: '1' }),
  questionCreate: learner(),
  questionEdit: { learner: true, setup: async (ctx) => ({ id: await ownQuestion(ctx) }) },
  questionReply: learner({ id: '1' }),
  answerComments: visitor({ id: '1' }),
  answerCommentReply: learner({ id: '1' }),
  flashSales: learner(),
  flashSale: learner({ id: '1' }),
  groupBuys: learner(),
  groupBuy: learner({ id: '1' }),
  groupQueue: learner({ id: '1' }),
  myFlashSales: learner(),
  myGroupBuys: learner(),
  pianoAudio: visitor(),
  pianoAudioList: visitor({ category_id: '1' }),
  // Homework: the demo learner's list and seeded assignment; the teacher pages show the learner's refusal.
  homework: learner(),
  homeworkShow: learner({ id: '1' }),
  homeworkReview: learner(),
  homeworkTake: learner({ id: '1' }),
  homeworkAssign: learner(),
  downloads: learner(),
  pianoAudioListen: learner({ id: '1' }),
  credit1: learner(),
  credit1Methods: learner(),
  credit1Goods: learner({ id: '1' }),
  credit1GoodsAddress: learner({ id: '2' }),
  credit1Record: learner(),
  credit1Order: learner(),
  tutorTime: learner(),
  tutorTimeMethods: learner(),
  tutorTimeRecord: learner(),
  examHome: visitor(),
  papers: learner(),
  mockPapers: learner(),
  practices: learner(),
  wrongBook: learner(),
  myPapers: learner(),
  myPractices: learner(),
  myMockPapers: learner(),
  paperShow: learner({ id: '1' }),
  practiceShow: learner({ id: '1' }),
  shareHome: learner(),
  shareBalance: learner(),
  shareRecords: learner(),
  shareRules: learner(),
  shareWithdraw: learner(),
  recharge: learner(),
  lives: visitor(),
  liveShow: visitor({ id: '3' }),
  liveRoom: learner({ id: '2' }),
  notFound: visitor({ path: '/pages/nowhere' }),
  // A development copy in both builds (a loopback host; the devtools' develop version in the double).
  gallery: visitor()
}
