/**
 * 学员 (MeEdu 4.9.13's Backend MemberController, MemberTagController, V2 MemberController), and giving a
 * course from a member's page (MeEdu's CourseController@createSubscribe). A given course goes through the
 * course goods' own delivery, as a paid order's does; messages through the learner's inbox.
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminMembers } from '~types/endpoints/admin/members'
import * as M from '~types/contract/admin/members'
import { EmptyData, IdParams } from '~types/contract/common'
import { AdminPaging } from '~types/contract/admin/common'
import { fail, notFound } from '../../http/envelope'
import { shapeA } from '../../http/paging'
import { beijing } from '../../lib/time'
import { hashPasswordAsync } from '../../auth/password'
import { notify } from '../../accounts/users'
import { goodsKind } from '../../orders/goods'
import { typedTime } from '~types/admin/typedTime'
import { learnerPasswordProblem } from '~types/admin/commerceLimits'
import { adminRoute } from '../route'
import { maskLearnerData } from '../mask'
import { listOrders } from '../orders/store'
import { orderViews } from '../orders/lists'
import * as store from './store'
import * as records from './records'
import { memberView, profileView } from './views'
import { importRoute } from './importRoute'
import { importSheetRoutes } from './importSheet'
import { tagRoutes } from './tagRoutes'

const EMPTY: [] = []

/** `role_id=3` or `role_id[]=3&role_id[]=4` as a list of real ids. */
const idsOf = (v: number | number[] | undefined) => (v === undefined ? undefined : [v].flat().filter((id) => id > 0))
/** A VIP expiry as stored (a bare date: the end of that day); a date that does not exist is refused. */
function vipUntil(v: string | null | undefined): string | null {
  if (!v) return null
  const at = typedTime(v)
  if (!at) throw fail('VIP过期时间不正确')
  return at
}

export async function memberRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.kdb

  const existing = async (id: number) => {
    const user = await store.memberById(db, id)
    if (!user) throw notFound('学员不存在')
    return user
  }
  const views = async (rows: store.UserRow[]) => {
    const roles = await store.rolesOf(db, rows.map((u) => u.role_id))
    const tags = await store.tagsOf(db, rows.map((u) => u.id))
    return rows.map((u) => memberView(u, roles.get(u.role_id), tags.get(u.id) ?? []))
  }
  const remarkOf = async (id: number) => {
    const remark = (await store.remarksOf(db, [id])).get(id)
    return remark === undefined ? null : { user_id: id, remark }
  }
  /** Refuses ids that are not learners (before anything is written). */
  const allMembers = async (ids: number[]) => {
    const unique = [...new Set(ids)]
    if ((await store.knownMemberIds(db, unique)).length !== unique.length) throw fail('学员不存在')
    return unique
  }
  /** A VIP and its expiry go together; a new one must not have ended already. */
  const checkVip = async (roleId: number, until: string | null, changed = true) => {
    if (!roleId) return
    if (!until) throw fail('请选择VIP过期时间')
    if (!(await store.roleById(db, roleId))) throw fail('VIP不存在')
    if (changed && until < beijing()) throw fail('VIP过期时间不能早于当前时间')
  }

  adminRoute(app, db, adminMembers.members, { schema: { query: M.MemberListQuery, response: M.MemberList } }, async (req) => {
    const { page = 1, size = 10, sort = 'id', order = 'desc', keywords, role_id, tag_id, created_at } = req.query
    const filter = { keywords: keywords?.trim() || undefined, roleIds: idsOf(role_id), tagIds: idsOf(tag_id), createdAt: created_at as [string, string] | undefined }
    const { rows, total } = await store.listMembers(db, filter, sort, order, page, size)
    const remarks = await store.remarksOf(db, rows.map((u) => u.id))
    return maskLearnerData(req.admin, {
      data: shapeA(await views(rows), total, page, size, adminMembers.members.path),
      roles: await store.allRoles(db),
      tags: await store.allTags(db),
      user_remarks: Object.fromEntries([...remarks].map(([id, remark]) => [String(id), { user_id: id, remark }]))
    })
  })

  adminRoute(app, db, adminMembers.memberForm, { schema: { response: M.MemberForm } }, async () => ({ roles: await store.allRoles(db), tags: await store.allTags(db) }))

  adminRoute(app, db, adminMembers.createMember, { schema: { body: M.MemberCreateBody, response: EmptyData } }, async (req) => {
    const b = req.body
    const nick = b.nick_name.trim()
    if (await store.mobileTaken(db, b.mobile)) throw fail('手机号已存在')
    if (await store.nickTaken(db, nick)) throw fail('昵称已经存在')
    const problem = learnerPasswordProblem(b.password)
    if (problem) throw fail(problem)
    const roleId = b.role_id ?? 0
    const until = roleId ? vipUntil(b.role_expired_at) : null
    await checkVip(roleId, until)
    await store.createMember(db, { avatar: b.avatar ?? '', nick_name: nick, mobile: b.mobile, password_hash: await hashPasswordAsync(b.password), role_id: roleId, role_expired_at: until })
    return EMPTY
  })

  adminRoute(app, db, adminMembers.member, { schema: { params: IdParams, response: M.MemberEdit } }, async (req) => {
    const [view] = await views([await existing(req.params.id)])
    return maskLearnerData(req.admin, { ...view, remark: await remarkOf(req.params.id) })
  })

  adminRoute(app, db, adminMembers.updateMember, { schema: { params: IdParams, body: M.MemberUpdateBody, response: EmptyData } }, async (req) => {
    const user = await existing(req.params.id)
    const b = req.body
    const nick = b.nick_name.trim()
    if (await store.mobileTaken(db, b.mobile, user.id)) throw fail('手机号已存在')
    if (await store.nickTaken(db, nick, user.id)) throw fail('昵称已经存在')
    const problem = b.password ? learnerPasswordProblem(b.password) : null
    if (problem) throw fail(problem)
    const roleId = b.role_id ?? 0
    const until = roleId ? vipUntil(b.role_expired_at) : null
    await checkVip(roleId, until, roleId !== user.role_id || until !== user.role_expired_at)
    await store.updateMember(db, user, {
      ...(b.avatar !== undefined && { avatar: b.avatar }),
      nick_name: nick,
      mobile: b.mobile,
      ...(b.password && { password_hash: await hashPasswordAsync(b.password) }),
      ...(b.is_lock !== undefined && { is_lock: b.is_lock }),
      ...(b.is_active !== undefined && { is_active: b.is_active }),
      role_id: roleId,
      role_expired_at: until
    })
    return EMPTY
  })

  adminRoute(app, db, adminMembers.deleteMember, { schema: { params: IdParams, response: EmptyData }, log: { module: 'member', opt: 'DESTROY' } }, async (req) => {
    await store.deleteMember(db, (await existing(req.params.id)).id)
    return EMPTY
  })

  adminRoute(app, db, adminMembers.updateMany, { schema: { body: M.MemberFieldMultiBody, response: EmptyData }, log: { module: 'member', opt: 'UPDATE' } }, async (req) => {
    const b = req.body
    const ids = await allMembers(b.user_ids)
    if (b.field === 'tag') {
      const tagIds = [...new Set(b.tag_ids ?? [])]
      if ((await store.knownTagIds(db, tagIds)).length !== tagIds.length) throw fail('标签不存在')
      await store.setTags(db, ids, tagIds)
    } else if (b.field === 'role_id') {
      const roleId = b.value ?? 0
      const until = vipUntil(b.role_expired_at)
      await checkVip(roleId, until)
      await store.setVip(db, ids, roleId, until)
    } else {
      if (b.value !== 0 && b.value !== 1) throw fail('修改值只能为0或1')
      await store.setLock(db, ids, b.field, b.value)
    }
    return EMPTY
  })

  adminRoute(app, db, adminMembers.message, { schema: { params: IdParams, body: M.MessageBody, response: EmptyData } }, async (req) => {
    const user = await existing(req.params.id)
    await notify(ctx.kdb, user.id, req.body.message.trim())
    return EMPTY
  })

  adminRoute(app, db, adminMembers.messageMany, { schema: { body: M.MessageMultiBody, response: EmptyData } }, async (req) => {
    const ids = await allMembers(req.body.user_ids)
    for (const id of ids) await notify(ctx.kdb, id, req.body.message.trim())
    return EMPTY
  })

  importRoute(app, ctx)
  await importSheetRoutes(app, ctx)

  // A member's page
  adminRoute(app, db, adminMembers.detail, { schema: { params: IdParams, response: M.MemberDetail } }, async (req) => {
    const user = await existing(req.params.id)
    const [view] = await views([user])
    return maskLearnerData(req.admin, { data: { ...view, profile: profileView(user), remark: await remarkOf(user.id) } })
  })

  adminRoute(app, db, adminMembers.orders, { schema: { params: IdParams, query: M.UserOrdersQuery, response: M.UserOrders } }, async (req) => {
    const user = await existing(req.params.id)
    const { page = 1, size = 10, status = 0 } = req.query
    const { rows, total } = await listOrders(db, { user_id: user.id }, status, 'id', 'desc', page, size)
    return { data: shapeA(await orderViews(db, rows), total, page, size, adminMembers.orders.path) }
  })

  adminRoute(app, db, adminMembers.courses, { schema: { params: IdParams, query: AdminPaging, response: M.UserCourses } }, async (req) => {
    const user = await existing(req.params.id)
    const { page = 1, size = 10 } = req.query
    const { rows, total } = await records.userCourses(db, user.id, page, size)
    const courses = await records.coursesById(db, rows.map((r) => r.course_id))
    return { data: shapeA(rows, total, page, size, adminMembers.courses.path), courses: Object.fromEntries([...courses].map(([id, c]) => [String(id), c])) }
  })

  adminRoute(app, db, adminMembers.roles, { schema: { params: IdParams, query: AdminPaging, response: M.UserRoles } }, async (req) => {
    const user = await existing(req.params.id)
    const { page = 1, size = 10 } = req.query
    const { rows, total } = await records.userRoles(db, user.id, page, size)
    const data = rows.map(({ role_name, ...r }) => ({ ...r, role: role_name === null ? null : { id: r.role_id, name: role_name } }))
    return { data: shapeA(data, total, page, size, adminMembers.roles.path) }
  })

  adminRoute(app, db, adminMembers.invites, { schema: { params: IdParams, query: AdminPaging, response: M.UserInvites } }, async (req) => {
    const user = await existing(req.params.id)
    const { page = 1, size = 10 } = req.query
    // Invitations are the referral add-on's; without it there are none.
    const { rows, total } = ctx.enabledAddons.includes('MultiLevelShare') ? await records.invitees(db, user.id, page, size) : { rows: [], total: 0 }
    return maskLearnerData(req.admin, { data: shapeA(rows, total, page, size, adminMembers.invites.path) })
  })

  for (const [entry, table] of [
    [adminMembers.credit1Records, 'credit1_records'],
    [adminMembers.credit2Records, 'credit2_records']
  ] as const) {
    adminRoute(app, db, entry, { schema: { params: IdParams, query: AdminPaging, response: M.CreditRecords } }, async (req) => {
      const user = await existing(req.params.id)
      const { page = 1, size = 10 } = req.query
      const { rows, total } = await records.creditRecords(db, table, user.id, page, size)
      return { data: shapeA(rows, total, page, size, entry.path) }
    })
  }

  adminRoute(app, db, adminMembers.changeCredit1, { schema: { body: M.Credit1ChangeBody, response: EmptyData }, log: { module: 'member', opt: 'UPDATE' } }, async (req) => {
    const { user_id: userId, credit1: sum } = req.body
    const remark = req.body.remark.trim()
    await existing(userId)
    if (sum === 0) throw fail('积分变动不能为0')
    if (!(await store.changeCredit1(db, userId, sum, remark))) throw fail('学员积分不足，扣减后不能为负数')
    await notify(ctx.kdb, userId, `${sum > 0 ? '你获得了' : '你被扣减了'} ${Math.abs(sum)} 积分：${remark}。`)
    return EMPTY
  })

  adminRoute(app, db, adminMembers.setTags, { schema: { params: IdParams, body: M.MemberTagsBody, response: EmptyData } }, async (req) => {
    const user = await existing(req.params.id)
    const tagIds = [...new Set(req.body.tag_ids ? req.body.tag_ids.split(',').map(Number) : [])]
    if ((await store.knownTagIds(db, tagIds)).length !== tagIds.length) throw fail('标签不存在')
    await store.setTags(db, [user.id], tagIds)
    return EMPTY
  })

  adminRoute(app, db, adminMembers.remark, { schema: { params: IdParams, response: M.RemarkAnswer } }, async (req) => ({ remark: (await remarkOf((await existing(req.params.id)).id))?.remark ?? '' }))

  adminRoute(app, db, adminMembers.setRemark, { schema: { params: IdParams, body: M.RemarkBody, response: EmptyData } }, async (req) => {
    await store.setRemark(db, (await existing(req.params.id)).id, req.body.remark.trim())
    return EMPTY
  })

  adminRoute(app, db, adminMembers.deleteProfile, { schema: { params: IdParams, response: EmptyData } }, async (req) => {
    const user = await existing(req.params.id)
    if (!profileView(user)) throw fail('当前学员未完成实名认证')
    await store.clearVerification(db, user.id)
    return EMPTY
  })

  tagRoutes(app, ctx)

  // V2: a member's learning
  adminRoute(app, db, adminMembers.learnedCourses, { schema: { query: M.UserPagingQuery, response: M.LearnedCourses } }, async (req) => {
    const { page = 1, size = 10, user_id: userId } = req.query
    await existing(userId)
    const { rows, total } = await records.learnedCourses(db, userId, page, size)
    const ids = rows.map((r) => r.course_id)
    const [courses, counts, last, held] = [await records.coursesById(db, ids), await records.courseLessonCounts(db, userId, ids), await records.lastLessons(db, userId, ids), await records.heldCourseIds(db, userId, ids)]
    const data = rows.map((r) => {
      const lessons = counts.lessons.get(r.course_id) ?? 0
      const learned = counts.finished.get(r.course_id) ?? 0
      const l = last.get(r.course_id)
      return {
        ...r,
        progress: lessons ? Math.floor((learned * 100) / lessons) : 0,
        learned_count: learned,
        is_subscribe: held.has(r.course_id) ? (1 as const) : (0 as const),
        course: courses.get(r.course_id) ?? null,
        last_view_video: l ? { video_id: l.video_id, watch_seconds: l.watch_seconds, updated_at: l.updated_at, video: l.title === null ? null : { id: l.video_id, title: l.title, duration: l.duration ?? 0 } } : null
      }
    })
    return { data, total }
  })

  adminRoute(app, db, adminMembers.courseProgress, { schema: { query: M.CourseProgressQuery, response: M.CourseProgress } }, async (req) => {
    const { user_id: userId, course_id: courseId } = req.query
    await existing(userId)
    const lessons = await records.courseLessons(db, courseId)
    const watched = await records.watchRecords(db, userId, lessons.map((v) => v.id))
    const finished = [...watched.values()].filter((w) => w.watched_at).length
    const record = await records.courseRecord(db, userId, courseId)
    const lastWatched = [...watched.values()].map((w) => w.watched_at).filter((w): w is string => !!w).sort().pop() ?? null
    const done = lessons.length > 0 && finished === lessons.length
    return {
      videos: lessons.map((v) => ({ ...v, watch_record: watched.get(v.id) ?? null })),
      course_watch_record: {
        is_watched: done ? (1 as const) : (0 as const),
        watched_at: done ? lastWatched : null,
        progress: lessons.length ? Math.floor((finished * 100) / lessons.length) : 0,
        created_at: record?.created_at ?? null,
        updated_at: record?.updated_at ?? null
      }
    }
  })

  adminRoute(app, db, adminMembers.videos, { schema: { query: M.UserPagingQuery, response: M.UserVideos } }, async (req) => {
    const { page = 1, size = 10, user_id: userId } = req.query
    await existing(userId)
    const { rows, total } = await records.userVideos(db, userId, page, size)
    const watched = await records.watchRecords(db, userId, rows.map((r) => r.video_id))
    const data = rows.map(({ vid, title, duration, ...r }) => ({ ...r, video: vid === null ? null : { id: vid, title: title ?? '', duration: duration ?? 0 }, watch_record: watched.get(r.video_id) ?? null }))
    return { data, total }
  })

  // Giving a course: delivered as a paid order delivers it (charge 0), the learner told.
  adminRoute(app, db, adminMembers.giveCourse, { schema: { params: IdParams, body: M.GiveCourseBody, response: EmptyData } }, async (req) => {
    const course = (await records.coursesById(db, [req.params.id])).get(req.params.id)
    if (!course) throw notFound('课程不存在')
    const ids = await allMembers([req.body.user_id].flat())
    const held = await records.usersHolding(db, course.id, ids)
    const given = ids.filter((id) => !held.has(id))
    if (!given.length) throw fail(ids.length === 1 ? '该学员已拥有此课程' : '所选学员都已拥有此课程')
    const reason = req.body.reason?.trim()
    const vod = goodsKind('vod')
    for (const id of given) {
      await vod.deliver(db, { user_id: id, goods_id: course.id, charge: 0 })
      await notify(ctx.kdb, id, `工作人员为你开通了《${course.title}》${reason ? `（${reason}）` : ''}，现在就可以开始学习了。`)
    }
    return EMPTY
  })
}
