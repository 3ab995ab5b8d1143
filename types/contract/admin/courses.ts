/**
 * 课程 and its categories in the console (MeEdu 4.9.13: CourseController, CourseCategoryController and their
 * requests). Answers keep MeEdu's shapes; `is_vip_free` (MeEdu after 4.9.13) and `downloadable` are ours.
 */
import { Type, type Static } from 'typebox'
import { Enum, Flag, Id, Nullable, PaginatorAOf } from '../common'
import { AdminPaging } from './common'
import { COURSE_STATES } from '../../admin/catalogue'

/** A 0/1 switch in a console form. */
export const Switch = (title: string) => Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1], title })

/** An image or page address staff give: absolute http(s) or a path on this site. */
export const URL_PATTERN = '^(https?://[^\\s/$.?#][^\\s]*|/[^\\s]*)$'
export const ImageUrl = (title: string) => Type.String({ minLength: 1, maxLength: 500, pattern: URL_PATTERN, title })

/** A moment staff pick: "YYYY-MM-DD HH:mm" (MeEdu's form) or with seconds, or a date alone. */
const DATE_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?$'
export const Moment = (title: string) => Type.String({ pattern: DATE_TIME_PATTERN, title })

/** A list of ids in a body (`ids` of a batch delete or a new order), named for its messages. */
export const IdsOf = (title: string) => Type.Object({ ids: Type.Array(Id(title), { minItems: 1, maxItems: 500, title }) })

const CategoryRef = Type.Object({ id: Type.Integer(), name: Type.String() })

/** A course in the console's list (MeEdu's index select, with its counts). */
export const AdminCourse = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  thumb: Type.String(),
  charge: Type.Integer(),
  short_description: Type.String(),
  published_at: Type.String(),
  is_show: Flag,
  category_id: Type.Integer(),
  is_rec: Flag,
  user_count: Type.Integer(),
  is_free: Flag,
  is_vip_free: Flag,
  created_at: Type.String(),
  category: Nullable(CategoryRef),
  videos_count: Type.Integer(),
  chapters_count: Type.Integer(),
  comments_count: Type.Integer()
})
export type AdminCourse = Static<typeof AdminCourse>

export const CourseListQuery = Type.Object({
  ...AdminPaging.properties,
  id: Type.Optional(Type.Integer({ minimum: 0, title: '课程ID' })),
  keywords: Type.Optional(Type.String({ maxLength: 120, title: '关键字' })),
  cid: Type.Optional(Type.Integer({ minimum: 0, title: '分类' })),
  sort: Type.Optional(Enum(['id', 'created_at', 'published_at', 'user_count', 'charge'], { title: '排序' })),
  order: Type.Optional(Enum(['asc', 'desc'], { title: '排序方式' })),
  state: Type.Optional(Enum(COURSE_STATES, { title: '状态' }))
})

/** MeEdu's `GET /course`: the page of courses and every category for the filter. */
export const CourseList = Type.Object({ courses: PaginatorAOf(AdminCourse), categories: Type.Array(CategoryRef) })

const CategoryChild = Type.Object({ id: Type.Integer(), name: Type.String(), sort: Type.Integer(), parent_id: Type.Integer() })
/** The categories as a two-level tree (MeEdu's CourseCategoryTrait). */
const CategoryTree = Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), sort: Type.Integer(), children: Type.Array(CategoryChild) }))
export const CourseCreateForm = Type.Object({ categories: CategoryTree })

/** MeEdu's CourseRequest; `render_desc` is made from `original_desc` on the server (cleaned rich text). */
export const CourseBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S', title: '课程名称' }),
  thumb: ImageUrl('课程封面'),
  charge: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000000, title: '价格' })),
  short_description: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S', title: '简短介绍' }),
  original_desc: Type.String({ minLength: 1, maxLength: 200000, title: '详情介绍' }),
  published_at: Moment('上架时间'),
  category_id: Id('所属分类'),
  is_show: Type.Optional(Switch('显示')),
  is_rec: Type.Optional(Switch('推荐')),
  is_free: Type.Optional(Switch('免费')),
  is_vip_free: Type.Optional(Switch('VIP免费')),
  downloadable: Type.Optional(Switch('允许下载音频'))
})
export type CourseBody = Static<typeof CourseBody>

/** MeEdu's `GET /course/{id}`: the course as stored (`original_desc` is the cleaned HTML kept). */
export const AdminCourseDetail = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  thumb: Type.String(),
  charge: Type.Integer(),
  short_description: Type.String(),
  original_desc: Type.String(),
  render_desc: Type.String(),
  seo_keywords: Type.String(),
  seo_description: Type.String(),
  published_at: Type.String(),
  is_show: Flag,
  category_id: Type.Integer(),
  is_rec: Flag,
  user_count: Type.Integer(),
  is_free: Flag,
  is_vip_free: Flag,
  downloadable: Flag,
  created_at: Type.String()
})
export type AdminCourseDetail = Static<typeof AdminCourseDetail>

// 分类

export const CourseCategory = Type.Object({ id: Type.Integer(), sort: Type.Integer(), name: Type.String(), parent_id: Type.Integer() })
export type CourseCategory = Static<typeof CourseCategory>
export const CategoryList = Type.Object({ data: Type.Array(Type.Object({ ...CourseCategory.properties, children: Type.Array(CourseCategory) })), total: Type.Integer() })
/** The top-level categories a new one may sit under. */
export const CategoryCreateForm = Type.Object({ categories: Type.Array(CourseCategory) })
export const CategoryBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 20, pattern: '\\S', title: '分类名' }),
  sort: Type.Integer({ minimum: 0, maximum: 100000, title: '排序' }),
  parent_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, title: '父级分类' }))
})
