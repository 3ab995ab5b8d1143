/**
 * The MeEdu 4.9.13-compatible API contract, shared by the app (src/) and the reference server (server/)
 * so the two cannot drift. The types are derived from the schemas in types/contract/<domain>.ts, which
 * the server validates requests against and serializes responses with; this file only re-exports them
 * (type-only: the app never bundles TypeBox). Field names follow the wire format exactly (snake_case and
 * camelCase mixed, as MeEdu sends them). See docs/API.md for the calls MeEdu itself does not define.
 */

export type { Envelope, ListC, PaginatorA } from './contract/common'
export type {
  BlankRender,
  GridNavRender,
  ImageCaptcha,
  ImageGroupRender,
  SiteConfig,
  SliderItem,
  SmsScene,
  TemplateConfig,
  ViewBlock,
  VodV1Render
} from './contract/site'
export type { CodeLoginResult, TokenResult } from './contract/auth'
export type { SubscribeKind, SubscribeTemplates } from './contract/subscribe'
export type { FaceVerifyStart, FaceVerifyStatus, Member, Profile, VerifySign } from './contract/member'
export type { CodeQueryResult, CodeRecord, GrantSign, MemberCert, RelateItem, SignInRecord, SignInResult, SignInUser } from './contract/engagement'
export type { Course, CourseCategory, CourseDetail, Role, SearchHit, Video, VideoDetail } from './contract/catalogue'
export type { MemberCourseItem, PurchasedCourse } from './contract/learning'
export type { Order, OrderStatusCode, PaymentMethod, PromoCheck, VirtualPayParams } from './contract/order'
export type {
  Book,
  BookArticle,
  BookBlockRender,
  BookChapter,
  BookComments,
  BookDetail,
  BookReadResult,
  BooksPage,
  MemberBook
} from './contract/books'
export type {
  Topic,
  TopicComment,
  TopicComments,
  TopicCommentCreated,
  TopicDetail,
  TopicToggle,
  TopicsPage
} from './contract/topics'
export type { LearnPath, PathCategory, PathDetail, PathsPage, Step, StepBrief, StepItem, StepItemType } from './contract/paths'
export type {
  Answer,
  AnswerComment,
  AnswerComments,
  Created,
  MemberAnswer,
  MemberAnswers,
  MemberQuestion,
  MemberQuestions,
  Question,
  QuestionCreateForm,
  QuestionDetail,
  QuestionEditForm,
  QuestionScene,
  QuestionsPage,
  UploadedImage,
  VoteResult,
  WendaCategory,
  WendaConfig
} from './contract/wenda'

/**
 * @deprecated One type per call: GET /api/v2/video/{id} is `VideoDetail` (the lesson, its course, the
 * course's lessons and the learner's progress). Kept so code written against the old name compiles.
 */
export type {
  MsDetail,
  MsList,
  MsSale,
  MsUserOrders,
  PromoItemType,
  PromoOrderGoods,
  TgDetail,
  TgGroup,
  TgGroupItem,
  TgList,
  TgUserOrders
} from './contract/promotions'
export type {
  AudioIndex,
  AudioKind,
  AudioTrack,
  PracticeBody,
  PracticeSource,
  PracticeSummary,
  TrackPlayInfo,
  TracksPage
} from './contract/pianoAudio'
export type {
  AssignmentDetail,
  AssignmentsPage,
  HomeworkSummary,
  HomeworkTake,
  TeacherLearnersPage,
  TeacherTakeDetail,
  TeacherTakesPage
} from './contract/homework'
export type {
  Address,
  Credit1Record,
  ExchangeBody,
  ExchangeResult,
  MallGoods,
  MallGoodsDetail,
  MallGoodsPage,
  MallOrder,
  Regions,
  TutorPackage,
  TutorPackageDetail,
  TutorRecord,
  TutorUser
} from './contract/credit1Mall'
export type {
  AnswerResult,
  AudioPlayResult,
  BookQuestions,
  BookStats,
  CapContent,
  CapRow,
  CapSubQuestion,
  ExamCategory,
  ExamStats,
  JoinMockPapers,
  JoinPapers,
  JoinPractices,
  MockDetail,
  MockRecord,
  MockRule,
  PaperDetail,
  PaperItem,
  PaperRecord,
  PapersPage,
  PracticeDetail,
  PracticeItem,
  PracticeRun,
  PracticesPage,
  Question as ExamQuestion,
  QuestionAudio,
  QuestionResult,
  RecordItem,
  SubmitResult
} from './contract/paper'
export type {
  Credit2PayResult,
  Credit2Record,
  RechargeOptions,
  ShareBalanceRecord,
  ShareConfig,
  ShareGoods,
  ShareGoodsPage,
  ShareInvitee,
  ShareUser,
  WithdrawResult
} from './contract/share'
export type {
  ChatFrame,
  ChatMessages,
  ChatMsgBody,
  LiveAttachment,
  LiveBlockRender,
  LiveComments,
  LiveCourse,
  LiveCourseDetail,
  LiveCoursesPage,
  LiveMemberCourse,
  LivePlay,
  LiveVideo
} from './contract/live'
