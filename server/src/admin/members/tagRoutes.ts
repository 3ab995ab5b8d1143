/** 学员标签 (MeEdu 4.9.13's Backend MemberTagController). */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminMembers } from '~types/endpoints/admin/members'
import * as M from '~types/contract/admin/members'
import { EmptyData, IdParams } from '~types/contract/common'
import { AdminPaging } from '~types/contract/admin/common'
import { fail, notFound } from '../../http/envelope'
import { shapeA } from '../../http/paging'
import { adminRoute } from '../route'
import * as store from './store'

const EMPTY: [] = []

export function tagRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.kdb
  const log = { module: 'member-tag', opt: 'STORE' } as const

  const existing = async (id: number) => {
    const tag = await store.tagById(db, id)
    if (!tag) throw notFound('标签不存在')
    return tag
  }

  adminRoute(app, db, adminMembers.tags, { schema: { query: AdminPaging, response: M.TagList } }, async (req) => {
    const { page = 1, size = 10 } = req.query
    const { rows, total } = await store.listTags(db, page, size)
    return shapeA(rows, total, page, size, adminMembers.tags.path)
  })

  adminRoute(app, db, adminMembers.tagForm, { schema: { response: EmptyData } }, async () => EMPTY)

  adminRoute(app, db, adminMembers.createTag, { schema: { body: M.TagBody, response: EmptyData }, log }, async (req) => {
    const name = req.body.name.trim()
    if (await store.tagNameTaken(db, name)) throw fail('用户标签已存在')
    await store.createTag(db, name)
    return EMPTY
  })

  adminRoute(app, db, adminMembers.tag, { schema: { params: IdParams, response: M.TagDetail } }, async (req) => existing(req.params.id))

  adminRoute(app, db, adminMembers.updateTag, { schema: { params: IdParams, body: M.TagBody, response: EmptyData }, log: { ...log, opt: 'UPDATE' } }, async (req) => {
    const tag = await existing(req.params.id)
    const name = req.body.name.trim()
    if (await store.tagNameTaken(db, name, tag.id)) throw fail('用户标签已存在')
    await store.renameTag(db, tag.id, name)
    return EMPTY
  })

  adminRoute(app, db, adminMembers.deleteTag, { schema: { params: IdParams, response: EmptyData }, log: { ...log, opt: 'DESTROY' } }, async (req) => {
    const tag = await existing(req.params.id)
    if (await store.tagInUse(db, tag.id)) throw fail('当前标签已关联用户，无法删除')
    await store.deleteTag(db, tag.id)
    return EMPTY
  })
}
