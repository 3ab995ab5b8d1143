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
export type { SubscribeKind, SubscribeTemplates } from './contract/subscribe'
export type { Member, Profile } from './contract/member'
export type { CodeQueryResult, CodeRecord, GrantSign, MemberCert, RelateItem, SignInRecord, SignInResult, SignInUser } from './contract/engagement'
export type { Course, CourseDetail, SearchHit, Video, VideoDetail } from './contract/catalogue'
export type { MemberCourseItem } from './contract/learning'
export type { Order, OrderStatusCode, VirtualPayParams } from './contract/order'
export type {
  Book,
  BookArticle,
  BookBlockRender,
  BookChapter,
  MemberBook
} from './contract/books'
export type {
  Topic,
  TopicComment,
  TopicDetail
} from './contract/topics'
export type { LearnPath, Step, StepBrief, StepItem, StepItemType } from './contract/paths'
export type {
  Answer,
  AnswerComment,
  MemberAnswer,
  MemberQuestion,
  Question,
  QuestionDetail,
  QuestionScene,
  UploadedImage,
  WendaCategory
} from './contract/wenda'

/**
 * @deprecated One type per call: GET /api/v2/video/{id} is `VideoDetail` (the lesson, its course, the
 * course's lessons and the learner's progress). Kept so code written against the old name compiles.
 */
export type {
  MsSale,
  PromoItemType,
  PromoOrderGoods,
  TgGroupItem
} from './contract/promotions'
export type {
  AudioKind,
  AudioTrack,
  LessonScore,
  PracticeBody,
  PracticeSource,
  Score
} from './contract/pianoAudio'
export type {
  AssignBody,
  AssignmentDetail,
  AssignmentKind,
  AssignmentsPage,
  AssignmentStatus,
  HomeworkAssignment,
  HomeworkSummary,
  HomeworkTake,
  ReviewBody,
  TakeStatus,
  TakeUploadFields,
  TeacherLearner,
  TeacherLearnersPage,
  TeacherTakeDetail,
  TeacherTakesPage
} from './contract/homework'
export type {
  Address,
  ExchangeBody,
  MallGoods,
  MallOrder,
  Regions
} from './contract/credit1Mall'
export type {
  CapContent,
  CapRow,
  CapSubQuestion,
  ExamCategory,
  MockRule,
  PaperItem,
  PracticeItem,
  PracticeRun,
  Question as ExamQuestion,
  QuestionAudio,
  RecordItem
} from './contract/paper'
export type {
  ShareGoods
} from './contract/share'
export type {
  ChatFrame,
  ChatMsgBody,
  LiveBlockRender,
  LiveCourse,
  LiveCourseDetail,
  LiveMemberCourse,
  LivePlay,
  LiveVideo
} from './contract/live'
