/**
 * 证书 in the console (ours: MeEdu's add-on admin is closed): templates (what the learner's certificate shows:
 * its title, the line under the learner's name, its colour, the list thumbnail), certificates given to
 * learners by template and learner, giving one by the learner's mobile, and revoking one (kept on record with
 * its serial; the learner no longer sees or downloads it).
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminCert as T } from '~types/endpoints/admin/addons/cert'
import * as X from '~types/contract/admin/addons/cert'
import { EmptyData, IdParams } from '~types/contract/common'
import { fail, notFound } from '../../http/envelope'
import { adminRoute } from '../../admin/route'
import { mobileFor } from '../../admin/forms'
import * as store from './store/admin'

const EMPTY: [] = []
const LOG = { module: 'addons.Cert' } as const

export async function admin(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.kdb

  const certFields = (b: X.CertBody): store.CertFields => {
    const name = b.name.trim()
    if (!name) throw fail('请填写证书名称')
    const description = b.description.trim()
    if (!description) throw fail('请填写证书说明')
    return { name, description, color: b.color.toLowerCase(), template_image: b.template_image.trim() }
  }

  const existingCert = async (id: number) => {
    if (!(await store.certExists(db, id))) throw notFound('证书不存在')
  }

  adminRoute(app, db, T.certs, { schema: { response: X.AdminCertList } }, async () => store.certList(db))

  adminRoute(app, db, T.createCert, { schema: { body: X.CertBody, response: EmptyData }, log: { ...LOG, opt: 'STORE' } }, async (req) => {
    await store.createCert(db, certFields(req.body))
    return EMPTY
  })

  adminRoute(app, db, T.updateCert, { schema: { params: IdParams, body: X.CertBody, response: EmptyData }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    const fields = certFields(req.body)
    await existingCert(req.params.id)
    await store.updateCert(db, req.params.id, fields)
    return EMPTY
  })

  adminRoute(app, db, T.deleteCert, { schema: { params: IdParams, response: EmptyData }, log: { ...LOG, opt: 'DESTROY' } }, async (req) => {
    await existingCert(req.params.id)
    if (!(await store.deleteUnusedCert(db, req.params.id))) throw fail('该证书已颁发给学员，不能删除')
    return EMPTY
  })

  adminRoute(app, db, T.issued, { schema: { query: X.IssuedCertQuery, response: X.AdminIssuedCertList } }, async (req) => {
    const { page = 1, size = 10, cert_id, state } = req.query
    const { rows, total } = await store.issuedPage(db, { cert_id, state, member: req.query.member?.trim() || undefined }, page, size)
    const data = rows.map(({ nick_name, mobile, ...c }) => ({ ...c, user: nick_name === null ? null : { id: c.user_id, nick_name, mobile: mobileFor(req.admin, mobile ?? '') } }))
    return { data, total }
  })

  adminRoute(app, db, T.issue, { schema: { body: X.IssueCertBody, response: EmptyData }, log: { ...LOG, opt: 'STORE' } }, async (req) => {
    await existingCert(req.body.cert_id)
    const learner = await store.learnerByMobile(db, req.body.mobile)
    if (!learner) throw fail('没有使用该手机号的学员')
    if (!(await store.issueCert(db, learner.id, req.body.cert_id))) throw fail('该学员已持有此证书')
    return EMPTY
  })

  adminRoute(app, db, T.revoke, { schema: { params: IdParams, response: EmptyData }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    if (await store.revokeCert(db, req.params.id)) return EMPTY
    // Refused: say why from the certificate as it now stands (nothing was written).
    if (!(await store.issuedById(db, req.params.id))) throw notFound('证书不存在')
    throw fail('该证书已撤销，不能重复撤销')
  })
}
