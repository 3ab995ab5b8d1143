/**
 * 学员 (MeEdu 4.9.13's Backend MemberController, MemberTagController and V2 MemberController): the list and
 * its filters, adding, editing, locking, VIP, tags, remarks, messages, points, the import, a member's
 * records (orders, courses, VIP, points, balance) and giving a course.
 */
import { Type, type Static } from 'typebox'
import { DateTime, Enum, Flag, Id, Mobile, Nullable, PaginatorAOf } from '../common'
import { Switch } from './courses'
import { AdminListOf, AdminPaging } from './common'
import { AdminOrder } from './orders'
import { DateOrTime, IdFilter, SortOrder, TimeRange } from './filters'
import { LEARNER_PASSWORD } from '../../admin/commerceLimits'
import { IMPORT_MAX_ROWS } from '../../admin/memberImport'

const NamedRef = Type.Object({ id: Type.Integer(), name: Type.String() })

/** A learner as MeEdu's admin lists them (the User model with its role and tags). */
export const AdminMember = Type.Object({
  id: Type.Integer(),
  avatar: Type.String(),
  nick_name: Type.String(),
  /** `*` for an administrator without 敏感数据-学员-手机号 (MeEdu's mask). */
  mobile: Type.String(),
  is_lock: Flag,
  is_active: Flag,
  role_id: Type.Integer(),
  role_expired_at: Nullable(DateTime),
  credit1: Type.Integer(),
  credit2: Type.Integer(),
  credit3: Type.Integer(),
  invite_balance: Type.Integer(),
  is_password_set: Flag,
  is_set_nickname: Flag,
  created_at: DateTime,
  role: Nullable(NamedRef),
  tags: Type.Array(NamedRef)
})
export type AdminMember = Static<typeof AdminMember>

const MEMBER_SORTS = ['id', 'created_at', 'credit1', 'credit2'] as const

export const MemberListQuery = Type.Object({
  ...AdminPaging.properties,
  /** 昵称 or 手机号 containing it, or the exact id. */
  keywords: Type.Optional(Type.String({ maxLength: 64, title: '关键字' })),
  role_id: Type.Optional(IdFilter('VIP会员')),
  tag_id: Type.Optional(IdFilter('标签')),
  created_at: Type.Optional(TimeRange('注册时间')),
  sort: Type.Optional(Enum(MEMBER_SORTS, { title: '排序字段' })),
  order: Type.Optional(SortOrder)
})

const Remark = Type.Object({ user_id: Type.Integer(), remark: Type.String() })

export const MemberList = Type.Object({
  data: PaginatorAOf(AdminMember),
  roles: Type.Array(NamedRef),
  tags: Type.Array(NamedRef),
  /** The listed learners' remarks by user id. */
  user_remarks: Type.Record(Type.String(), Remark)
})

/** What the add and edit forms choose from. */
export const MemberForm = Type.Object({ roles: Type.Array(NamedRef), tags: Type.Array(NamedRef) })

const Nick = Type.String({ minLength: 1, maxLength: 20, pattern: '\\S', title: '昵称' })
const Avatar = Type.String({ maxLength: 255, title: '头像' })
const VipUntil = Nullable(DateOrTime('VIP过期时间'))
/** Ours: why staff gave or changed it, kept in the admin log (MeEdu's client leaves it out). */
const Reason = Type.String({ maxLength: 64, title: '原因' })

export const MemberCreateBody = Type.Object({
  avatar: Type.Optional(Avatar),
  nick_name: Nick,
  mobile: Mobile,
  password: Type.String({ ...LEARNER_PASSWORD, title: '密码' }),
  role_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, title: 'VIP会员' })),
  role_expired_at: Type.Optional(VipUntil)
})

export const MemberUpdateBody = Type.Object({
  avatar: Type.Optional(Avatar),
  nick_name: Nick,
  mobile: Mobile,
  /** Empty: unchanged. */
  password: Type.Optional(Type.String({ maxLength: LEARNER_PASSWORD.maxLength, title: '密码' })),
  is_lock: Type.Optional(Switch('禁止登录')),
  is_active: Type.Optional(Switch('激活状态')),
  role_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, title: 'VIP会员' })),
  role_expired_at: Type.Optional(VipUntil),
  reason: Type.Optional(Reason)
})

/** `GET /member/{id}`: the learner with tags and remark, for the edit form. */
export const MemberEdit = Type.Object({ ...AdminMember.properties, remark: Nullable(Remark) })

/** MeEdu's whitelist of what one request may set on many learners. */
const MULTI_FIELDS = ['is_lock', 'is_active', 'role_id', 'tag'] as const
export const MemberFieldMultiBody = Type.Object({
  user_ids: Type.Array(Id('学员'), { minItems: 1, maxItems: 100, title: '学员' }),
  field: Enum(MULTI_FIELDS, { title: '修改字段' }),
  value: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, title: '修改值' })),
  role_expired_at: Type.Optional(VipUntil),
  tag_ids: Type.Optional(Type.Array(Id('标签'), { maxItems: 50, title: '标签' })),
  reason: Type.Optional(Reason)
})

const Message = Type.String({ minLength: 1, maxLength: 500, pattern: '\\S', title: '消息内容' })
export const MessageBody = Type.Object({ message: Message })
export const MessageMultiBody = Type.Object({ user_ids: Type.Array(Id('学员'), { minItems: 1, maxItems: 100, title: '学员' }), message: Message })

/** One cell of an imported row: the spreadsheet's text or number, or empty. */
const Cell = Type.Union([Type.String({ maxLength: 200 }), Type.Number(), Type.Null()])
/** MeEdu's import: rows of [mobile, password, VIP id, VIP until, locked 0/1, tags "a,b"]. */
export const MemberImportBody = Type.Object({
  users: Type.Array(Type.Array(Cell, { maxItems: 10 }), { minItems: 1, maxItems: IMPORT_MAX_ROWS, title: '导入数据' })
})

/**
 * An uploaded import sheet read (ours): its rows after the header, each cell as text, for `member/import`;
 * `lines`: each row's line in the sheet (blank lines are left out), to name a refused row as staff see it.
 */
export const ImportSheet = Type.Object({ rows: Type.Array(Type.Array(Type.String())), lines: Type.Array(Type.Integer()) })

const MemberProfile = Type.Object({ real_name: Type.String(), id_number: Type.String(), is_verify: Flag })

/** `GET /member/{id}/detail` */
export const MemberDetail = Type.Object({
  data: Type.Object({ ...AdminMember.properties, profile: Nullable(MemberProfile), remark: Nullable(Remark) })
})

export const UserOrdersQuery = Type.Object({ ...AdminPaging.properties, status: Type.Optional(Enum([0, 1, 5, 7, 9] as const, { title: '订单状态' })) })
export const UserOrders = Type.Object({ data: PaginatorAOf(AdminOrder) })

const CourseRef = Type.Object({ id: Type.Integer(), title: Type.String(), thumb: Type.String(), charge: Type.Integer() })

/** A course the learner holds (bought or given: charge 0). */
const UserCourse = Type.Object({ user_id: Type.Integer(), course_id: Type.Integer(), charge: Type.Integer(), created_at: DateTime })
export const UserCourses = Type.Object({ data: PaginatorAOf(UserCourse), courses: Type.Record(Type.String(), CourseRef) })

/** A VIP period (MeEdu's user_join_role_records). */
const UserRoleRecord = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  role_id: Type.Integer(),
  charge: Type.Integer(),
  started_at: DateTime,
  expired_at: DateTime,
  created_at: DateTime,
  role: Nullable(NamedRef)
})
export const UserRoles = Type.Object({ data: PaginatorAOf(UserRoleRecord) })

/** A points (credit1) or balance (credit2) change. */
const CreditRecord = Type.Object({ id: Type.Integer(), user_id: Type.Integer(), sum: Type.Integer(), remark: Type.String(), created_at: DateTime })
export const CreditRecords = Type.Object({ data: PaginatorAOf(CreditRecord) })

export const UserInvites = Type.Object({
  data: PaginatorAOf(Type.Object({ id: Type.Integer(), nick_name: Type.String(), avatar: Type.String(), mobile: Type.String(), created_at: DateTime }))
})

export const Credit1ChangeBody = Type.Object({
  user_id: Id('学员'),
  credit1: Type.Integer({ minimum: -100000000, maximum: 100000000, title: '积分变动' }),
  remark: Type.String({ minLength: 1, maxLength: 64, pattern: '\\S', title: '变动原因' })
})

/** `tag_ids`: ids joined by commas, as MeEdu's client sends them ('' clears). */
export const MemberTagsBody = Type.Object({ tag_ids: Type.String({ maxLength: 600, pattern: '^(\\d+(,\\d+)*)?$', title: '标签' }) })

export const RemarkBody = Type.Object({ remark: Type.String({ maxLength: 2000, title: '备注' }) })
export const RemarkAnswer = Type.Object({ remark: Type.String() })

const UserTag = Type.Object({ id: Type.Integer(), name: Type.String() })
export const TagList = PaginatorAOf(UserTag)
export const TagBody = Type.Object({ name: Type.String({ minLength: 1, maxLength: 20, pattern: '\\S', title: '标签名' }) })
export const TagDetail = Type.Object({ id: Type.Integer(), name: Type.String(), created_at: DateTime, updated_at: DateTime })

/** V2: `?user_id=&page=&size=` */
export const UserPagingQuery = Type.Object({ ...AdminPaging.properties, user_id: Id('学员') })

const LearnedCourse = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  course_id: Type.Integer(),
  /** Lessons finished of the course's, as a whole percentage. */
  progress: Type.Integer(),
  learned_count: Type.Integer(),
  is_subscribe: Flag,
  created_at: DateTime,
  updated_at: DateTime,
  course: Nullable(CourseRef),
  /** The lesson watched last, or null. */
  last_view_video: Nullable(Type.Object({ video_id: Type.Integer(), watch_seconds: Type.Integer(), updated_at: DateTime, video: Nullable(Type.Object({ id: Type.Integer(), title: Type.String(), duration: Type.Integer() })) }))
})
export const LearnedCourses = AdminListOf(LearnedCourse)

const WatchRecord = Nullable(Type.Object({ watch_seconds: Type.Integer(), watched_at: Nullable(DateTime), created_at: DateTime, updated_at: DateTime }))
const VideoRef = Type.Object({ id: Type.Integer(), title: Type.String(), duration: Type.Integer() })

export const CourseProgressQuery = Type.Object({ user_id: Id('学员'), course_id: Id('课程') })
export const CourseProgress = Type.Object({
  videos: Type.Array(Type.Object({ ...VideoRef.properties, watch_record: WatchRecord })),
  course_watch_record: Type.Object({ is_watched: Flag, watched_at: Nullable(DateTime), progress: Type.Integer(), created_at: Nullable(DateTime), updated_at: Nullable(DateTime) })
})

/** Lessons bought one by one. */
export const UserVideos = AdminListOf(
  Type.Object({ user_id: Type.Integer(), video_id: Type.Integer(), charge: Type.Integer(), created_at: DateTime, video: Nullable(VideoRef), watch_record: WatchRecord })
)

/** Giving a course (MeEdu's `course/{id}/subscribe/create`): one learner or several, and ours: why. */
export const GiveCourseBody = Type.Object({
  user_id: Type.Union([Id('学员'), Type.Array(Id('学员'), { minItems: 1, maxItems: 100 })], { title: '学员' }),
  reason: Type.Optional(Reason)
})
