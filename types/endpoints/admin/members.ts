/**
 * 学员 (MeEdu's member, member/tag and v2 member routes, with its permission slugs), and giving a course
 * from a member's page (MeEdu's `course/{id}/subscribe/create`).
 */
import type { Static } from 'typebox'
import { adminEndpoint, type NotJson } from '../endpoint'
import type * as Common from '../../contract/common'
import type * as Admin from '../../contract/admin/common'
import type * as M from '../../contract/admin/members'

type Paging = Static<typeof Admin.AdminPaging>
type Id = Static<typeof Common.IdParams>
type Empty = Static<typeof Common.EmptyData>
type Records<R> = { params: Id; query: Paging; response: R }

export const adminMembers = {
  members: adminEndpoint<{ query: Static<typeof M.MemberListQuery>; response: Static<typeof M.MemberList> }>('GET', '/backend/api/v1/member', 'member'),
  memberForm: adminEndpoint<{ response: Static<typeof M.MemberForm> }>('GET', '/backend/api/v1/member/create', 'member.store'),
  createMember: adminEndpoint<{ body: Static<typeof M.MemberCreateBody>; response: Empty }>('POST', '/backend/api/v1/member', 'member.store'),
  member: adminEndpoint<{ params: Id; response: Static<typeof M.MemberEdit> }>('GET', '/backend/api/v1/member/:id', 'member.update'),
  updateMember: adminEndpoint<{ params: Id; body: Static<typeof M.MemberUpdateBody>; response: Empty }>('PUT', '/backend/api/v1/member/:id', 'member.update'),
  deleteMember: adminEndpoint<{ params: Id; response: Empty }>('DELETE', '/backend/api/v2/member/:id', 'member.destroy'),
  updateMany: adminEndpoint<{ body: Static<typeof M.MemberFieldMultiBody>; response: Empty }>('PUT', '/backend/api/v1/member/field/multi', 'member.update'),
  messageMany: adminEndpoint<{ body: Static<typeof M.MessageMultiBody>; response: Empty }>('POST', '/backend/api/v1/member/message/multi', 'member.message.send'),
  message: adminEndpoint<{ params: Id; body: Static<typeof M.MessageBody>; response: Empty }>('POST', '/backend/api/v1/member/:id/message', 'member.message.send'),
  // Ours: the import's .xlsx template, and an uploaded sheet read into the rows member/import takes.
  importTemplate: adminEndpoint<{ response: NotJson }>('GET', '/backend/api/v1/member/import/template', 'member.store'),
  readImportSheet: adminEndpoint<{ response: Static<typeof M.ImportSheet> }>('POST', '/backend/api/v1/member/import/sheet', 'member.store'),
  importMembers: adminEndpoint<{ body: Static<typeof M.MemberImportBody>; response: Empty }>('POST', '/backend/api/v1/member/import', 'member.store'),

  detail: adminEndpoint<{ params: Id; response: Static<typeof M.MemberDetail> }>('GET', '/backend/api/v1/member/:id/detail', 'member.detail'),
  orders: adminEndpoint<{ params: Id; query: Static<typeof M.UserOrdersQuery>; response: Static<typeof M.UserOrders> }>('GET', '/backend/api/v1/member/:id/detail/userOrders', 'member.detail.userOrders'),
  courses: adminEndpoint<Records<Static<typeof M.UserCourses>>>('GET', '/backend/api/v1/member/:id/detail/userCourses', 'member.detail.userCourses'),
  roles: adminEndpoint<Records<Static<typeof M.UserRoles>>>('GET', '/backend/api/v1/member/:id/detail/userRoles', 'member.detail.userRoles'),
  // MeEdu's permission for the detail ("member/\d+/detail", unanchored) covers its sub-lists without their own.
  invites: adminEndpoint<Records<Static<typeof M.UserInvites>>>('GET', '/backend/api/v1/member/:id/detail/userInvite', 'member.detail'),
  credit1Records: adminEndpoint<Records<Static<typeof M.CreditRecords>>>('GET', '/backend/api/v1/member/:id/detail/credit1Records', 'member.detail.credit1Records'),
  // Ours: the balance's records (MeEdu's console has none).
  credit2Records: adminEndpoint<Records<Static<typeof M.CreditRecords>>>('GET', '/backend/api/v1/member/:id/detail/credit2Records', 'member.detail'),
  changeCredit1: adminEndpoint<{ body: Static<typeof M.Credit1ChangeBody>; response: Empty }>('POST', '/backend/api/v1/member/credit1/change', 'member.credit1.change'),
  setTags: adminEndpoint<{ params: Id; body: Static<typeof M.MemberTagsBody>; response: Empty }>('PUT', '/backend/api/v1/member/:id/tags', 'member.tags'),
  remark: adminEndpoint<{ params: Id; response: Static<typeof M.RemarkAnswer> }>('GET', '/backend/api/v1/member/:id/remark', 'member.remark'),
  setRemark: adminEndpoint<{ params: Id; body: Static<typeof M.RemarkBody>; response: Empty }>('PUT', '/backend/api/v1/member/:id/remark', 'member.remark.update'),
  deleteProfile: adminEndpoint<{ params: Id; response: Empty }>('DELETE', '/backend/api/v1/member/:id/profile', 'member.profile.destroy'),

  tags: adminEndpoint<{ query: Paging; response: Static<typeof M.TagList> }>('GET', '/backend/api/v1/member/tag/index', 'member.tag'),
  tagForm: adminEndpoint<{ response: Empty }>('GET', '/backend/api/v1/member/tag/create', 'member.tag.store'),
  createTag: adminEndpoint<{ body: Static<typeof M.TagBody>; response: Empty }>('POST', '/backend/api/v1/member/tag/create', 'member.tag.store'),
  tag: adminEndpoint<{ params: Id; response: Static<typeof M.TagDetail> }>('GET', '/backend/api/v1/member/tag/:id', 'member.tag.update'),
  updateTag: adminEndpoint<{ params: Id; body: Static<typeof M.TagBody>; response: Empty }>('PUT', '/backend/api/v1/member/tag/:id', 'member.tag.update'),
  deleteTag: adminEndpoint<{ params: Id; response: Empty }>('DELETE', '/backend/api/v1/member/tag/:id', 'member.tag.destroy'),

  learnedCourses: adminEndpoint<{ query: Static<typeof M.UserPagingQuery>; response: Static<typeof M.LearnedCourses> }>('GET', '/backend/api/v2/member/courses', 'v2.member.courses'),
  courseProgress: adminEndpoint<{ query: Static<typeof M.CourseProgressQuery>; response: Static<typeof M.CourseProgress> }>('GET', '/backend/api/v2/member/course/progress', 'v2.member.course.progress'),
  videos: adminEndpoint<{ query: Static<typeof M.UserPagingQuery>; response: Static<typeof M.UserVideos> }>('GET', '/backend/api/v2/member/videos', 'v2.member.videos'),

  giveCourse: adminEndpoint<{ params: Id; body: Static<typeof M.GiveCourseBody>; response: Empty }>('POST', '/backend/api/v1/course/:id/subscribe/create', 'course.subscribe.create')
} as const
