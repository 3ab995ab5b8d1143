/**
 * THE route table (SPEC section 2). Every registered page is declared here once: its package, page path,
 * tab, whether an anonymous visitor may open it (SPEC section 6), its title, pull-to-refresh, the feature
 * flag that gates it, and the type of its query. app.config.ts and every page config derive from it.
 *
 * Pure data and functions: app.config.ts imports this file at build time in Node, so no Taro imports.
 * The parameter DSL is params.ts, the URL helpers urls.ts; import all three through src/routes (index.ts).
 */
import { CASHIER_GOODS, GOODS } from '../addons'
import { q, route, type RouteDef } from './params'

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
  // Open to visitors so a trial or free lesson plays before any login (docs/decisions/anonymous-pages.md).
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
  // Homework (add-on Homework, ours): the learner's assignments and takes, the teacher's reviews.
  homework: route('packageB', 'homework/index', { title: '我的作业', pullToRefresh: true, flag: 'homework', query: { status: q.optionalOneOf(['todo', 'submitted', 'reviewed']) } }),
  homeworkShow: route('packageB', 'homework/show', { title: '作业详情', flag: 'homework', query: { id: q.id } }),
  homeworkReview: route('packageB', 'homework/review', { title: '待点评', pullToRefresh: true, flag: 'homework' }),
  homeworkTake: route('packageB', 'homework/take', { title: '点评录音', flag: 'homework', query: { id: q.id } }),
  homeworkAssign: route('packageB', 'homework/assign', { title: '布置作业', flag: 'homework' }),
  // Ours, not the SPEC's: tracks kept on the device, played offline with the practice tools.
  downloads: route('packageB', 'pianoAudio/downloads', { title: '我的下载', flag: 'pianoAudio' }),
  // Ours: listen mode, an exercise's score graded by the microphone as the learner plays.
  pianoAudioListen: route('packageB', 'pianoAudio/listen', { title: '跟弹练习', flag: 'pianoAudio', query: { id: q.id } }),
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
  // Ours: the design system's controls in each state, shown on a development copy only.
  gallery: route('packageB', 'gallery/index', { title: '控件一览', anonymous: true }),
  // Ours, not the SPEC's: where an unknown link lands (docs/decisions/not-found-page-and-admin-links.md).
  notFound: route('main', 'pages/error/notFound', { title: '页面不存在', anonymous: true, query: { path: q.optionalText } })
} as const

/**
 * Pages a learner shares to a chat and to Moments (their page config enables both; the page shell answers
 * with the page and the sharer's `msv`): every goods page, the group buy, and the invite page.
 */
const SHARED_URLS: ReadonlySet<string> = new Set([...Object.values(GOODS).map((g) => g.page), routes.groupBuy.url, routes.shareHome.url])
export const isSharedPage = (r: RouteDef): boolean => SHARED_URLS.has(r.url)

/** Pages of ours beyond the SPEC's 84 (the route-table test allows exactly these): main pages by path, others `root/path`. */
export const EXTRA_PAGES: readonly string[] = [
  'pages/error/notFound',
  'packageB/homework/index',
  'packageB/homework/show',
  'packageB/homework/review',
  'packageB/homework/take',
  'packageB/homework/assign',
  'packageB/pianoAudio/downloads',
  'packageB/gallery/index',
  'packageB/pianoAudio/listen'
]

export type RouteName = keyof typeof routes
export type AnyRoute = (typeof routes)[RouteName]

export const allRoutes: readonly AnyRoute[] = Object.values(routes)
export const tabRoutes: readonly AnyRoute[] = allRoutes.filter((r) => r.tab)

const byUrl = new Map<string, AnyRoute>(allRoutes.map((r) => [r.url, r]))

/** The registered route at an absolute path (`/pages/...`), ignoring any query; undefined when unknown. */
export function findRoute(path: string): AnyRoute | undefined {
  const bare = path.split('?')[0]
  return byUrl.get(bare.startsWith('/') ? bare : `/${bare}`)
}

