/**
 * LearnPaths add-on (learning paths), ADDONS.md section 5. Paths under /addons/LearnPaths/api/v1.
 */
import { Type, type Static } from 'typebox'
import { Enum, Flag, Id, Page, PaginatorAOf, PromoCode, SizeAlias } from './common'

/** What a step item is; each opens its own page. `paper_mock` (new) and `paper_mock_paper` (old) alike. */
const STEP_ITEM_TYPES = ['course', 'book', 'live', 'paper_paper', 'paper_practice', 'paper_mock', 'paper_mock_paper'] as const
export type StepItemType = (typeof STEP_ITEM_TYPES)[number]

export const LearnPath = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  thumb: Type.String(),
  desc: Type.String(),
  charge: Type.Integer(),
  original_charge: Type.Integer(),
  courses_count: Type.Integer(),
  category_id: Type.Integer()
})
export type LearnPath = Static<typeof LearnPath>

/** A step in the list's preview (`steps` map pathId -> steps). */
export const StepBrief = Type.Object({ id: Type.Integer(), name: Type.String() })
export type StepBrief = Static<typeof StepBrief>

/** One item of a step. `learned` (ours): the learner has started it (a lesson watched, a chapter read). */
export const StepItem = Type.Object({
  other_id: Type.Integer(),
  type: Enum(STEP_ITEM_TYPES),
  type_text: Type.String(),
  name: Type.String(),
  thumb: Type.String(),
  charge: Type.Integer(),
  learned: Flag
})
export type StepItem = Static<typeof StepItem>

export const Step = Type.Object({ id: Type.Integer(), name: Type.String(), desc: Type.String(), courses: Type.Array(StepItem) })
export type Step = Static<typeof Step>

export const PathCategory = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  children: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }))
})
export type PathCategory = Static<typeof PathCategory>

// ---- requests --------------------------------------------------------------------------------------------

export const PathsQuery = Type.Object({
  page: Page,
  size: Type.Optional(SizeAlias(100)),
  page_size: Type.Optional(SizeAlias(100)),
  category_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, title: '分类' }))
})
export type PathsQuery = Static<typeof PathsQuery>

export const PathBuyBody = Type.Object({ goods_id: Type.Optional(Id('商品')), promo_code: Type.Optional(PromoCode) })
export type PathBuyBody = Static<typeof PathBuyBody>

// ---- responses -------------------------------------------------------------------------------------------

/** GET /all: shape N, with `steps` (pathId -> step names in order) beside the paginator. */
export const PathsPage = Type.Object({ data: PaginatorAOf(LearnPath), steps: Type.Record(Type.String(), Type.Array(StepBrief)) })
export type PathsPage = Static<typeof PathsPage>

/** GET /path/{id}. */
export const PathDetail = Type.Object({ data: LearnPath, steps: Type.Array(Step), is_buy: Type.Boolean() })
export type PathDetail = Static<typeof PathDetail>
