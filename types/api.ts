/**
 * The MeEdu 4.9.13-compatible API contract, shared by the app (src/) and the reference server (server/)
 * so the two cannot drift. The types are derived from the schemas in types/contract/<domain>.ts, which
 * the server validates requests against and serializes responses with; this file only re-exports them
 * (type-only: the app never bundles TypeBox). Field names follow the wire format exactly (snake_case and
 * camelCase mixed, as MeEdu sends them). See docs/API.md for the calls MeEdu itself does not define.
 */

export type { Envelope, Flag, ListC, PaginatorA, PaginatorB } from './contract/common'
export type {
  BlankRender,
  GridNavRender,
  ImageCaptcha,
  ImageGroupRender,
  PlayerConfig,
  SiteConfig,
  SliderItem,
  SmsScene,
  TemplateConfig,
  ViewBlock,
  VodV1Render
} from './contract/site'
export type { CodeLoginResult, TokenResult } from './contract/auth'
export type { FaceVerifyStart, FaceVerifyStatus, Member, Profile, VerifySign } from './contract/member'
export type { CodeQueryResult, CodeRecord, GrantSign, MemberCert, RelateItem, SignInRecord, SignInResult, SignInUser } from './contract/engagement'
export type { Course, CourseCategory, CourseDetail, Role, SearchHit, Video, VideoDetail } from './contract/catalogue'
export type { MemberCourseItem, PlayInfo, PurchasedCourse } from './contract/learning'
export type { MiniPayParams, Order, OrderGoods, OrderStatusCode, PaymentMethod, PromoCheck } from './contract/order'
export type {
  Book,
  BookArticle,
  BookArticleComment,
  BookArticleComments,
  BookArticleMap,
  BookBlockRender,
  BookCategory,
  BookChapter,
  BookComment,
  BookComments,
  BookDetail,
  BookFull,
  BookLastView,
  BookReadResult,
  BookRec,
  BooksPage,
  CommentCreated,
  MemberBook,
  MemberBooks,
  MemberBookView,
  MemberBookViews
} from './contract/books'
export type {
  Topic,
  TopicCategory,
  TopicComment,
  TopicComments,
  TopicCommentCreated,
  TopicDetail,
  TopicFull,
  TopicRec,
  TopicToggle,
  TopicView,
  TopicViews,
  TopicsPage,
  UserTopic,
  UserTopics
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
  QuestionFull,
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
export type { VideoDetail as LessonDetail } from './contract/catalogue'
export type {
  MsDetail,
  MsList,
  MsPlace,
  MsSale,
  MsUserOrder,
  MsUserOrders,
  PromoItemType,
  PromoOrderGoods,
  TgDetail,
  TgGoods,
  TgGroup,
  TgGroupItem,
  TgList,
  TgUserOrder,
  TgUserOrders
} from './contract/promotions'
export type {
  AudioCategory,
  AudioIndex,
  AudioKind,
  AudioTrack,
  PracticeBody,
  PracticeDay,
  PracticeSource,
  PracticeSummary,
  TrackPlayInfo,
  TracksPage
} from './contract/pianoAudio'
export type {
  Address,
  Credit1Record,
  ExchangeBody,
  ExchangeResult,
  MallGoods,
  MallGoodsDetail,
  MallGoodsPage,
  MallOrder,
  MallVType,
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
  QuestionType,
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
  LiveCategory,
  LiveComment,
  LiveComments,
  LiveCourse,
  LiveCourseDetail,
  LiveCourseFull,
  LiveCoursesPage,
  LiveMemberCourse,
  LiveMemberCourses,
  LivePlay,
  LiveStatus,
  LiveVideo
} from './contract/live'
