/**
 * Refine's resources, each the endpoint-table entries of one console list: what `useTable`, `useForm`,
 * `useShow` and the delete buttons call. A screen names its resource (`useTable({ resource: 'administrator' })`).
 */
import type { AdminEndpoint } from '../../../types/endpoints/endpoint'
import { adminStaff } from '../../../types/endpoints/admin/staff'
import { adminMembers } from '../../../types/endpoints/admin/members'
import { adminPromoCodes } from '../../../types/endpoints/admin/promoCodes'
import { adminCourses } from '../../../types/endpoints/admin/courses'
import { adminVip } from '../../../types/endpoints/admin/vip'
import { adminDecoration } from '../../../types/endpoints/admin/decoration'

/** A page of rows and their count, as Refine's table reads them. */
export interface Rows {
  data: object[]
  total: number
}

export interface ResourceEntries {
  /** Answers `{ data, total }` for `?page=&size=` and the list's filters (or what `rows` reads it as). */
  list: AdminEndpoint
  /** Where MeEdu wraps its page (`{ courses: paginator, categories }`): the rows and their count in it. */
  rows?: (answer: never) => Rows
  one?: AdminEndpoint
  create?: AdminEndpoint
  update?: AdminEndpoint
  remove?: AdminEndpoint
}

export const RESOURCES = {
  administrator: {
    list: adminStaff.administrators,
    one: adminStaff.administrator,
    create: adminStaff.createAdministrator,
    update: adminStaff.updateAdministrator,
    remove: adminStaff.deleteAdministrator
  },
  administrator_role: { list: adminStaff.roles, one: adminStaff.role, create: adminStaff.createRole, update: adminStaff.updateRole, remove: adminStaff.deleteRole },
  admin_log: { list: adminStaff.adminLog },
  // 学员's list answers its page inside `data` beside the roles and tags (MemberList reads it with useCall); Refine creates and edits.
  member: { list: adminMembers.members, one: adminMembers.member, create: adminMembers.createMember, update: adminMembers.updateMember },
  promo_code: { list: adminPromoCodes.promoCodes },
  course: {
    list: adminCourses.courses,
    rows: (a: { courses: Rows }) => a.courses,
    one: adminCourses.course,
    create: adminCourses.createCourse,
    update: adminCourses.updateCourse,
    remove: adminCourses.deleteCourse
  },
  vipPlan: { list: adminVip.plans, one: adminVip.plan, create: adminVip.createPlan, update: adminVip.updatePlan, remove: adminVip.deletePlan },
  friendLink: { list: adminDecoration.links, one: adminDecoration.link, create: adminDecoration.createLink, update: adminDecoration.updateLink, remove: adminDecoration.deleteLink },
  courseCategory: { list: adminCourses.categories, one: adminCourses.category, create: adminCourses.createCategory, update: adminCourses.updateCategory, remove: adminCourses.deleteCategory }
} satisfies Record<string, ResourceEntries>

export type ResourceName = keyof typeof RESOURCES
