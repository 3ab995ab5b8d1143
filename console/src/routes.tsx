/**
 * THE console route table: every screen, its path, its title, where it sits in the menu and who may open
 * it (`access`, taken from the endpoint-table entry the screen first calls, so the menu, the route guard
 * and the server's hook read one permission). A screen whose access the administrator lacks is neither in
 * the menu nor reachable. A route without `screen` is another part's list not built yet: linked by name
 * (工作台's to-dos), shown as 建设中 until its screen lands.
 */
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react'
import { AppstoreOutlined, BookOutlined, DashboardOutlined, FileSearchOutlined, SafetyOutlined, SettingOutlined, TeamOutlined, VideoCameraOutlined } from '@ant-design/icons'
import { GiftOutlined, RollbackOutlined, ShoppingCartOutlined, UserOutlined } from '@ant-design/icons'
import { CommentOutlined, CrownOutlined, LayoutOutlined, LinkOutlined } from '@ant-design/icons'
import { AccountBookOutlined, PercentageOutlined, TransactionOutlined } from '@ant-design/icons'
import { CustomerServiceOutlined, FolderOutlined, SoundOutlined } from '@ant-design/icons'
import { ExperimentOutlined, NodeIndexOutlined, OrderedListOutlined, SafetyCertificateOutlined } from '@ant-design/icons'
import type { AddonName } from '../../types/addons'
import type { AdminAccess } from '../../types/endpoints/endpoint'
import { adminDashboard } from '../../types/endpoints/admin/dashboard'
import { adminMedia } from '../../types/endpoints/admin/media'
import { adminStaff } from '../../types/endpoints/admin/staff'
import { adminSystem } from '../../types/endpoints/admin/system'
import { adminOrders } from '../../types/endpoints/admin/orders'
import { adminMembers } from '../../types/endpoints/admin/members'
import { adminPromoCodes } from '../../types/endpoints/admin/promoCodes'
import { adminCourses } from '../../types/endpoints/admin/courses'
import { adminLessons } from '../../types/endpoints/admin/lessons'
import { adminDecoration } from '../../types/endpoints/admin/decoration'
import { adminVip } from '../../types/endpoints/admin/vip'
import { adminComments } from '../../types/endpoints/admin/comments'
import { adminMiaoSha } from '../../types/endpoints/admin/addons/miaoSha'
import { adminTuanGou } from '../../types/endpoints/admin/addons/tuanGou'
import { adminCredit1Mall } from '../../types/endpoints/admin/addons/credit1Mall'
import { adminShare } from '../../types/endpoints/admin/addons/multiLevelShare'
import { adminZhibo } from '../../types/endpoints/admin/addons/zhibo'
import { adminBooks } from '../../types/endpoints/admin/addons/books'
import { adminTopics } from '../../types/endpoints/admin/addons/topics'
import { adminWenda } from '../../types/endpoints/admin/addons/wenda'
import { adminPaper } from '../../types/endpoints/admin/addons/paper'
import { adminCodeExchanger } from '../../types/endpoints/admin/addons/codeExchanger'
import { adminDaySignIn } from '../../types/endpoints/admin/addons/daySignIn'
import { adminTutorTime } from '../../types/endpoints/admin/addons/tutorTime'
import { adminPianoAudio } from '../../types/endpoints/admin/addons/pianoAudio'
import { adminHomework } from '../../types/endpoints/admin/addons/homework'
import { adminLearnPaths } from '../../types/endpoints/admin/addons/learnPaths'
import { adminCert } from '../../types/endpoints/admin/addons/cert'
import { ClockCircleFilled, SolutionOutlined, UnorderedListOutlined, UserSwitchOutlined } from '@ant-design/icons'
import { AuditOutlined, CalendarOutlined, ClockCircleOutlined, FieldTimeOutlined, FileTextOutlined, KeyOutlined, MessageOutlined, PlayCircleOutlined, ProfileOutlined, ReadOutlined, ScheduleOutlined, TagsOutlined } from '@ant-design/icons'
import type { ResourceName } from './api/resources'
import { BarChartOutlined } from '@ant-design/icons'
import { ThunderboltOutlined, UsergroupAddOutlined } from '@ant-design/icons'

/** The menu's groups, in order: what is taught first (课程 and every kind of content), then the learners, the money, the selling, the system. */
export const MENU_GROUPS = ['课程', '电子书', '图文', '直播', '考试', '钢琴曲库', '学习路径', '问答', '作业与老师', '学员', '学员福利', '证书', '订单', '运营', '营销', '积分商城', '推广', '系统'] as const
type MenuGroup = (typeof MENU_GROUPS)[number]

export interface ConsoleRoute {
  path: string
  title: string
  access: AdminAccess
  /** In the menu: at the top (no group) or under a group, with its icon. */
  menu?: { group?: MenuGroup; icon: ReactNode }
  /** The screen, loaded when first opened; absent: linked, not built yet. */
  screen?: LazyExoticComponent<ComponentType>
  /** The add-on the screen belongs to: listed and reachable only while it runs on the server. */
  addon?: AddonName
  /** The Refine resource this route lists, creates or edits (api/resources.ts). */
  resource?: { name: ResourceName; action: 'list' | 'create' | 'edit' }
}

export const ROUTES = {
  dashboard: { path: '/', title: '工作台', access: adminDashboard.summary.access, menu: { icon: <DashboardOutlined /> }, screen: lazy(() => import('./screens/dashboard/DashboardPage')) },


  administrators: {
    path: '/administrators',
    title: '管理员',
    access: adminStaff.administrators.access,
    menu: { group: '系统', icon: <TeamOutlined /> },
    screen: lazy(() => import('./screens/administrators/AdministratorList')),
    resource: { name: 'administrator', action: 'list' }
  },
  administratorCreate: {
    path: '/administrators/create',
    title: '添加管理员',
    access: adminStaff.createAdministrator.access,
    screen: lazy(() => import('./screens/administrators/AdministratorCreate')),
    resource: { name: 'administrator', action: 'create' }
  },
  administratorEdit: {
    path: '/administrators/:id/edit',
    title: '编辑管理员',
    access: adminStaff.updateAdministrator.access,
    screen: lazy(() => import('./screens/administrators/AdministratorEdit')),
    resource: { name: 'administrator', action: 'edit' }
  },
  roles: {
    path: '/roles',
    title: '角色',
    access: adminStaff.roles.access,
    menu: { group: '系统', icon: <SafetyOutlined /> },
    screen: lazy(() => import('./screens/roles/RoleList')),
    resource: { name: 'administrator_role', action: 'list' }
  },
  roleCreate: { path: '/roles/create', title: '添加角色', access: adminStaff.createRole.access, screen: lazy(() => import('./screens/roles/RoleCreate')), resource: { name: 'administrator_role', action: 'create' } },
  roleEdit: { path: '/roles/:id/edit', title: '编辑角色', access: adminStaff.updateRole.access, screen: lazy(() => import('./screens/roles/RoleEdit')), resource: { name: 'administrator_role', action: 'edit' } },
  logs: { path: '/logs', title: '日志', access: adminStaff.adminLog.access, menu: { group: '系统', icon: <FileSearchOutlined /> }, screen: lazy(() => import('./screens/logs/LogsPage')) },
  settings: { path: '/settings', title: '系统配置', access: adminSystem.settings.access, menu: { group: '系统', icon: <SettingOutlined /> }, screen: lazy(() => import('./screens/settings/SettingsPage')) },

  courses: { path: '/courses', title: '课程', access: adminCourses.courses.access, menu: { group: '课程', icon: <BookOutlined /> }, screen: lazy(() => import('./screens/courses/CourseList')), resource: { name: 'course', action: 'list' } },
  courseCreate: { path: '/courses/create', title: '新建课程', access: adminCourses.createCourse.access, screen: lazy(() => import('./screens/courses/CourseCreate')), resource: { name: 'course', action: 'create' } },
  courseEdit: { path: '/courses/:id/edit', title: '编辑课程', access: adminCourses.updateCourse.access, screen: lazy(() => import('./screens/courses/CourseEdit')), resource: { name: 'course', action: 'edit' } },
  courseOutline: { path: '/courses/:id/outline', title: '章节与课时', access: adminLessons.chapters.access, screen: lazy(() => import('./screens/lessons/CourseOutline')) },
  lessonCreate: { path: '/courses/:courseId/lessons/create', title: '添加课时', access: adminLessons.createVideo.access, screen: lazy(() => import('./screens/lessons/LessonCreate')) },
  lessonEdit: { path: '/lessons/:id/edit', title: '编辑课时', access: adminLessons.updateVideo.access, screen: lazy(() => import('./screens/lessons/LessonEdit')) },
  categories: { path: '/course-categories', title: '课程分类', access: adminCourses.categories.access, menu: { group: '课程', icon: <AppstoreOutlined /> }, screen: lazy(() => import('./screens/courses/CategoryList')), resource: { name: 'courseCategory', action: 'list' } },
  mediaLibrary: { path: '/media', title: '视频库', access: adminMedia.assets.access, menu: { group: '课程', icon: <VideoCameraOutlined /> }, screen: lazy(() => import('./screens/media/MediaLibrary')) },

  // The other parts' lists, linked from 工作台 (their screens and entries land with them).
  orders: { path: '/orders', title: '订单', access: adminOrders.orders.access, menu: { group: '订单', icon: <ShoppingCartOutlined /> }, screen: lazy(() => import('./screens/orders/OrderList')) },
  refunds: { path: '/orders/refunds', title: '退款', access: adminOrders.refunds.access, menu: { group: '订单', icon: <RollbackOutlined /> }, screen: lazy(() => import('./screens/orders/RefundList')) },
  orderShow: { path: '/orders/:id', title: '订单详情', access: adminOrders.order.access, screen: lazy(() => import('./screens/orders/OrderShow')) },
  members: { path: '/members', title: '学员', access: adminMembers.members.access, menu: { group: '学员', icon: <UserOutlined /> }, screen: lazy(() => import('./screens/members/MemberList')), resource: { name: 'member', action: 'list' } },
  memberCreate: { path: '/members/create', title: '添加学员', access: adminMembers.createMember.access, screen: lazy(() => import('./screens/members/MemberCreate')), resource: { name: 'member', action: 'create' } },
  memberEdit: { path: '/members/:id/edit', title: '编辑学员', access: adminMembers.updateMember.access, screen: lazy(() => import('./screens/members/MemberEdit')), resource: { name: 'member', action: 'edit' } },
  memberShow: { path: '/members/:id', title: '学员详情', access: adminMembers.detail.access, screen: lazy(() => import('./screens/members/MemberShow')) },
  promoCodes: { path: '/promo-codes', title: '优惠码', access: adminPromoCodes.promoCodes.access, menu: { group: '运营', icon: <GiftOutlined /> }, screen: lazy(() => import('./screens/promoCodes/PromoCodeList')), resource: { name: 'promo_code', action: 'list' } },

  // 统计, refunds, exports and the member import.
  stats: { path: '/stats', title: '统计', access: ['stats.transaction', 'stats.user', 'stats.course'], menu: { group: '运营', icon: <BarChartOutlined /> }, screen: lazy(() => import('./screens/stats/StatsPage')) },
  memberImport: { path: '/members/import', title: '导入学员', access: adminMembers.importMembers.access, screen: lazy(() => import('./screens/members/MemberImport')) },

  // 首页装修, VIP 会员, 评论 (the console's home and content part).
  homeDecoration: { path: '/decoration', title: '首页装修', access: adminDecoration.blocks.access, menu: { group: '运营', icon: <LayoutOutlined /> }, screen: lazy(() => import('./screens/decoration/HomeDecoration')) },
  friendLinks: { path: '/friend-links', title: '友情链接', access: adminDecoration.links.access, menu: { group: '运营', icon: <LinkOutlined /> }, screen: lazy(() => import('./screens/decoration/FriendLinkList')), resource: { name: 'friendLink', action: 'list' } },
  vipPlans: { path: '/vip', title: 'VIP 会员', access: adminVip.plans.access, menu: { group: '运营', icon: <CrownOutlined /> }, screen: lazy(() => import('./screens/vip/VipPlanList')), resource: { name: 'vipPlan', action: 'list' } },
  comments: { path: '/comments', title: '评论', access: adminComments.courseComments.access, menu: { group: '课程', icon: <CommentOutlined /> }, screen: lazy(() => import('./screens/comments/CommentList')) },

  // 营销: 秒杀 and 拼团 campaigns (their add-ons).
  miaoShaCampaigns: { path: '/addons/miaosha', title: '秒杀活动', access: adminMiaoSha.msSales.access, addon: 'MiaoSha', menu: { group: '营销', icon: <ThunderboltOutlined /> }, screen: lazy(() => import('./screens/addons/campaigns/MiaoShaCampaigns')) },
  tuanGouCampaigns: { path: '/addons/tuangou', title: '拼团活动', access: adminTuanGou.tgGoodsList.access, addon: 'TuanGou', menu: { group: '营销', icon: <UsergroupAddOutlined /> }, screen: lazy(() => import('./screens/addons/campaigns/TuanGouCampaigns')) },

  // 积分商城 (add-on Credit1Mall): its goods and the exchanges to ship.
  mallGoods: { path: '/addons/credit1-mall/goods', title: '积分商品', access: adminCredit1Mall.goods.access, addon: 'Credit1Mall', menu: { group: '积分商城', icon: <GiftOutlined /> }, screen: lazy(() => import('./screens/addons/credit1Mall/MallGoodsList')) },
  mallOrders: { path: '/addons/credit1-mall/orders', title: '兑换订单', access: adminCredit1Mall.orders.access, addon: 'Credit1Mall', menu: { group: '积分商城', icon: <ShoppingCartOutlined /> }, screen: lazy(() => import('./screens/addons/credit1Mall/MallOrderList')) },

  // 推广 (MultiLevelShare).
  shareWithdrawals: { path: '/addons/share/withdrawals', title: '提现审核', access: adminShare.withdrawals.access, addon: 'MultiLevelShare', menu: { group: '推广', icon: <TransactionOutlined /> }, screen: lazy(() => import('./screens/addons/share/WithdrawalList')) },
  shareRules: { path: '/addons/share/rules', title: '推广规则', access: adminShare.rules.access, addon: 'MultiLevelShare', menu: { group: '推广', icon: <PercentageOutlined /> }, screen: lazy(() => import('./screens/addons/share/ShareRuleList')) },
  shareRewards: { path: '/addons/share/rewards', title: '推广记录', access: adminShare.rewards.access, addon: 'MultiLevelShare', menu: { group: '推广', icon: <AccountBookOutlined /> }, screen: lazy(() => import('./screens/addons/share/RewardList')) },

  // 直播 (Zhibo): live courses and their classes on a calendar (push key, chat, attendance, replay in a class's drawer).
  liveCourses: { path: '/addons/zhibo/courses', title: '直播课程', access: adminZhibo.courses.access, addon: 'Zhibo', menu: { group: '直播', icon: <PlayCircleOutlined /> }, screen: lazy(() => import('./screens/addons/zhibo/LiveCourseList')) },
  liveCalendar: { path: '/addons/zhibo/calendar', title: '直播排课', access: adminZhibo.classes.access, addon: 'Zhibo', menu: { group: '直播', icon: <CalendarOutlined /> }, screen: lazy(() => import('./screens/addons/zhibo/LiveCalendar')) },

  // 电子书 (add-on MeeduBooks) and 图文 (MeeduTopics): content, categories, comments to review; 问答 (Wenda): answers to review.
  books: { path: '/addons/books', title: '电子书', access: adminBooks.books.access, addon: 'MeeduBooks', menu: { group: '电子书', icon: <ReadOutlined /> }, screen: lazy(() => import('./screens/addons/books/BookList')) },
  bookContents: { path: '/addons/books/:id/contents', title: '电子书目录', access: adminBooks.contents.access, addon: 'MeeduBooks', screen: lazy(() => import('./screens/addons/books/BookContents')) },
  bookCategories: { path: '/addons/books/categories', title: '电子书分类', access: adminBooks.categories.access, addon: 'MeeduBooks', menu: { group: '电子书', icon: <TagsOutlined /> }, screen: lazy(() => import('./screens/addons/books/BookCategories')) },
  bookComments: { path: '/addons/books/comments', title: '电子书评论', access: adminBooks.bookComments.access, addon: 'MeeduBooks', menu: { group: '电子书', icon: <MessageOutlined /> }, screen: lazy(() => import('./screens/addons/books/BookComments')) },
  topics: { path: '/addons/topics', title: '图文', access: adminTopics.topics.access, addon: 'MeeduTopics', menu: { group: '图文', icon: <FileTextOutlined /> }, screen: lazy(() => import('./screens/addons/topics/TopicList')) },
  topicCategories: { path: '/addons/topics/categories', title: '图文分类', access: adminTopics.categories.access, addon: 'MeeduTopics', menu: { group: '图文', icon: <TagsOutlined /> }, screen: lazy(() => import('./screens/addons/topics/TopicCategories')) },
  topicComments: { path: '/addons/topics/comments', title: '图文评论', access: adminTopics.comments.access, addon: 'MeeduTopics', menu: { group: '图文', icon: <MessageOutlined /> }, screen: lazy(() => import('./screens/addons/topics/TopicComments')) },
  wendaQuestions: { path: '/addons/wenda/questions', title: '问答问题', access: adminWenda.questions.access, addon: 'Wenda', menu: { group: '问答', icon: <FileTextOutlined /> }, screen: lazy(() => import('./screens/addons/wenda/WendaQuestions')) },
  wendaAnswers: { path: '/addons/wenda/answers', title: '问答回答', access: adminWenda.answers.access, addon: 'Wenda', menu: { group: '问答', icon: <MessageOutlined /> }, screen: lazy(() => import('./screens/addons/wenda/WendaAnswers')) },

  // 考试 (Paper): the question bank and its import, papers with their results, mock papers, practice sets, marking essays.
  paperQuestions: { path: '/addons/paper/questions', title: '题库', access: adminPaper.questions.access, addon: 'Paper', menu: { group: '考试', icon: <ProfileOutlined /> }, screen: lazy(() => import('./screens/addons/paper/QuestionList')) },
  paperImport: { path: '/addons/paper/questions/import', title: '导入试题', access: adminPaper.importQuestions.access, addon: 'Paper', screen: lazy(() => import('./screens/addons/paper/QuestionImport')) },
  papers: { path: '/addons/paper/papers', title: '试卷', access: adminPaper.papers.access, addon: 'Paper', menu: { group: '考试', icon: <FileTextOutlined /> }, screen: lazy(() => import('./screens/addons/paper/PaperList')) },
  paperMocks: { path: '/addons/paper/mocks', title: '模拟试卷', access: adminPaper.mocks.access, addon: 'Paper', menu: { group: '考试', icon: <ExperimentOutlined /> }, screen: lazy(() => import('./screens/addons/paper/MockList')) },
  paperPractices: { path: '/addons/paper/practices', title: '练习', access: adminPaper.practices.access, addon: 'Paper', menu: { group: '考试', icon: <OrderedListOutlined /> }, screen: lazy(() => import('./screens/addons/paper/PracticeList')) },
  paperMarking: { path: '/addons/paper/marking', title: '阅卷', access: adminPaper.marking.access, addon: 'Paper', menu: { group: '考试', icon: <AuditOutlined /> }, screen: lazy(() => import('./screens/addons/paper/MarkingList')) },

  // 学员福利: 兑换码 (CodeExchanger), 签到 (DaySignIn), 辅导时长 (TutorTime).
  codeBatches: { path: '/addons/code-exchanger/batches', title: '兑换码', access: adminCodeExchanger.batches.access, addon: 'CodeExchanger', menu: { group: '学员福利', icon: <KeyOutlined /> }, screen: lazy(() => import('./screens/addons/codeExchanger/CodeBatchList')) },
  signInRewards: { path: '/addons/sign-in/rewards', title: '签到奖励', access: adminDaySignIn.rewards.access, addon: 'DaySignIn', menu: { group: '学员福利', icon: <CalendarOutlined /> }, screen: lazy(() => import('./screens/addons/daySignIn/SignInRewards')) },
  signInRecords: { path: '/addons/sign-in/records', title: '签到记录', access: adminDaySignIn.records.access, addon: 'DaySignIn', menu: { group: '学员福利', icon: <ScheduleOutlined /> }, screen: lazy(() => import('./screens/addons/daySignIn/SignInRecords')) },
  tutorPackages: { path: '/addons/tutor-time/packages', title: '辅导套餐', access: adminTutorTime.packages.access, addon: 'TutorTime', menu: { group: '学员福利', icon: <ClockCircleOutlined /> }, screen: lazy(() => import('./screens/addons/tutorTime/TutorPackageList')) },
  tutorLearners: { path: '/addons/tutor-time/learners', title: '学员时长', access: adminTutorTime.learners.access, addon: 'TutorTime', menu: { group: '学员福利', icon: <FieldTimeOutlined /> }, screen: lazy(() => import('./screens/addons/tutorTime/TutorLearners')) },

  // 钢琴曲库: categories, tracks with their recording, a track's score and its tapped bars.
  pianoCategories: { path: '/addons/piano-audio/categories', title: '曲库分类', access: adminPianoAudio.categories.access, addon: 'PianoAudio', menu: { group: '钢琴曲库', icon: <FolderOutlined /> }, screen: lazy(() => import('./screens/addons/pianoAudio/PianoCategories')) },
  pianoTracks: { path: '/addons/piano-audio/tracks', title: '曲目', access: adminPianoAudio.tracks.access, addon: 'PianoAudio', menu: { group: '钢琴曲库', icon: <CustomerServiceOutlined /> }, screen: lazy(() => import('./screens/addons/pianoAudio/PianoTracks')) },
  pianoTrackScore: { path: '/addons/piano-audio/tracks/:id/score', title: '乐谱与打点', access: adminPianoAudio.trackScore.access, addon: 'PianoAudio', screen: lazy(() => import('./screens/addons/pianoAudio/TrackScore')) },
  pianoListenExercises: { path: '/addons/piano-audio/listen-exercises', title: '听音练习', access: adminPianoAudio.listenExercises.access, addon: 'PianoAudio', menu: { group: '钢琴曲库', icon: <SoundOutlined /> }, screen: lazy(() => import('./screens/addons/pianoAudio/ListenExercises')) },

  // 作业与老师 (Homework): teachers, learners and their teacher, every assignment, takes waiting for review.
  homeworkTeachers: { path: '/addons/homework/teachers', title: '老师', access: adminHomework.teachers.access, addon: 'Homework', menu: { group: '作业与老师', icon: <SolutionOutlined /> }, screen: lazy(() => import('./screens/addons/homework/HomeworkTeachers')) },
  homeworkLearners: { path: '/addons/homework/learners', title: '学员与老师', access: adminHomework.learners.access, addon: 'Homework', menu: { group: '作业与老师', icon: <UserSwitchOutlined /> }, screen: lazy(() => import('./screens/addons/homework/HomeworkLearners')) },
  homeworkAssignments: { path: '/addons/homework/assignments', title: '作业', access: adminHomework.assignments.access, addon: 'Homework', menu: { group: '作业与老师', icon: <UnorderedListOutlined /> }, screen: lazy(() => import('./screens/addons/homework/HomeworkAssignments')) },
  homeworkWaiting: { path: '/addons/homework/waiting', title: '待点评作业', access: adminHomework.waiting.access, addon: 'Homework', menu: { group: '作业与老师', icon: <ClockCircleFilled /> }, screen: lazy(() => import('./screens/addons/homework/HomeworkWaiting')) },

  // 学习路径 (LearnPaths): paths, a path's steps in order, categories.
  learnPaths: { path: '/addons/learn-paths', title: '学习路径', access: adminLearnPaths.paths.access, addon: 'LearnPaths', menu: { group: '学习路径', icon: <NodeIndexOutlined /> }, screen: lazy(() => import('./screens/addons/learnPaths/PathList')) },
  pathSteps: { path: '/addons/learn-paths/:id/steps', title: '路径步骤', access: adminLearnPaths.steps.access, addon: 'LearnPaths', screen: lazy(() => import('./screens/addons/learnPaths/PathSteps')) },
  pathCategories: { path: '/addons/learn-paths/categories', title: '学习路径分类', access: adminLearnPaths.categories.access, addon: 'LearnPaths', menu: { group: '学习路径', icon: <TagsOutlined /> }, screen: lazy(() => import('./screens/addons/learnPaths/PathCategories')) },

  // 证书 (Cert): templates, and the certificates given (give one, revoke one).
  certTemplates: { path: '/addons/cert/templates', title: '证书模板', access: adminCert.certs.access, addon: 'Cert', menu: { group: '证书', icon: <SafetyCertificateOutlined /> }, screen: lazy(() => import('./screens/addons/cert/CertList')) },
  certIssued: { path: '/addons/cert/issued', title: '已颁发证书', access: adminCert.issued.access, addon: 'Cert', menu: { group: '证书', icon: <AuditOutlined /> }, screen: lazy(() => import('./screens/addons/cert/IssuedCertList')) }
} satisfies Record<string, ConsoleRoute>

export type RouteName = keyof typeof ROUTES

/** A route's URL inside the console: `linkTo('administratorEdit', { id: 3 })`, `linkTo('orders', {}, { status: 5 })`. */
export function linkTo(name: RouteName, params: Record<string, string | number> = {}, query: Record<string, string | number> = {}): string {
  const path = ROUTES[name].path.replace(/:(\w+)/g, (_m, key: string) => encodeURIComponent(String(params[key] ?? '')))
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()
  return qs ? `${path}?${qs}` : path
}
