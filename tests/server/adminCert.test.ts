/** @jest-environment node */
/**
 * 证书 in the console: templates, certificates given by template and learner, giving one by mobile, revoking
 * one once (the learner's list and download no longer show it); the refusals of every route (no token, a
 * learner, a role without the permission, bad input with nothing written); the add-on off.
 */
import { adminCert as T } from '../../types/endpoints/admin/addons/cert'
import { cert as learnerCert } from '../../types/endpoints/cert'
import { pathOf as learnerPath } from '../../types/endpoints/endpoint'
import type { AdminCert, AdminIssuedCert } from '../../types/contract/admin/addons/cert'
import type { MemberCert } from '../../types/contract/engagement'
import { LEARNER_MOBILE, serverPerTest, type TestServer } from './helpers'
import { adminCall, adminLogin, expectTableGoneWhenOff, expectTableRefusals, pathOf, staffWith } from './adminHelpers'

// Seed (Cert/seed.ts): templates 1-3; the demo learner (13800138000) holds 1 and 2, nobody holds 3.
const DEMO_MOBILE = '13800138000'
const CERT = { name: '巴赫复调结业证书', description: '完成巴赫二部创意曲全部课程', color: '#2C3E63', template_image: 'https://cdn.qinyi.studio/certs/bach.png' }

const ctx = serverPerTest()
let s: TestServer
let learner: string
let root: string
beforeEach(async () => {
  ;({ s, token: learner } = ctx)
  root = await adminLogin(s)
})

const call = <D = unknown>(method: string, url: string, body?: unknown, token = root) => adminCall<D>(s, method, url, { token, body })
const issued = async (query = '') => (await call<{ data: AdminIssuedCert[]; total: number }>('GET', `${T.issued.path}${query}`)).data
const heldNames = async (token: string) => (await s.call<{ data: MemberCert[] }>('GET', learnerPath(learnerCert.certs, {}), { token })).data.data.map((c) => c.cert.name)
const rows = async () => s.kdb.selectFrom('user_certs').select(['id', 'revoked_at', 'created_at']).orderBy('id').execute()
const templates = async () => s.kdb.selectFrom('certs').selectAll().orderBy('id').execute()

describe('access', () => {
  it('every route refuses no token, a learner token and a role holding only 学员', async () => {
    const members = await staffWith(s, root, ['member'])
    expect(await expectTableRefusals(s, T, learner, members)).toBe(Object.keys(T).length)
  })

  it('a role that may list certificates but not revoke them cannot, and nothing is written', async () => {
    const lister = await staffWith(s, root, ['addons.Cert.issued'])
    expect((await call('GET', T.issued.path, undefined, lister)).status).toBe(0)
    const before = await rows()
    expect(await call('POST', pathOf(T.revoke, before[0].id), undefined, lister)).toMatchObject({ status: 403, message: '无权限' })
    expect(await rows()).toEqual(before)
  })

  it('the add-on off: every console path answers the 404 envelope', async () => {
    await expectTableGoneWhenOff(T)
  })
})

describe('templates', () => {
  it('adds and edits a template; lists each with how many learners hold it', async () => {
    expect((await call('POST', T.createCert.path, CERT)).status).toBe(0)
    const list = (await call<AdminCert[]>('GET', T.certs.path)).data
    expect(list.map((c) => [c.name, c.issued_count])).toEqual([['钢琴启蒙结业证书', 1], ['车尔尼599阶段考核证书', 1], ['乐理基础合格证书', 0], ['巴赫复调结业证书', 0]])
    const added = list[3]
    expect(added).toMatchObject({ description: '完成巴赫二部创意曲全部课程', color: '#2c3e63', template_image: CERT.template_image })
    expect((await call('PUT', pathOf(T.updateCert, added.id), { ...CERT, name: '巴赫复调证书' })).status).toBe(0)
    expect((await templates())[3].name).toBe('巴赫复调证书')
  })

  it('refuses bad templates and a template already given with a Chinese message, and writes nothing', async () => {
    const before = await templates()
    for (const [body, message] of [
      [{ ...CERT, name: ' ' }, '请填写证书名称'],
      [{ ...CERT, description: '' }, '请填写证书说明'],
      [{ ...CERT, color: 'red' }, /主色/],
      [{ ...CERT, template_image: 'javascript:alert(1)' }, /缩略图/],
      [{ ...CERT, name: '证'.repeat(31) }, /证书名称/]
    ] as const) {
      const res = await call('POST', T.createCert.path, body)
      expect([res.status === 0, res.message]).toEqual([false, expect.stringMatching(message)])
    }
    expect(await call('PUT', pathOf(T.updateCert, 99), CERT)).toMatchObject({ status: 404, message: '证书不存在' })
    expect(await call('DELETE', pathOf(T.deleteCert, 1))).toMatchObject({ status: 1, message: '该证书已颁发给学员，不能删除' })
    expect(await templates()).toEqual(before)
    expect((await call('DELETE', pathOf(T.deleteCert, 3))).status).toBe(0)
    expect((await templates()).map((c) => c.id)).toEqual([1, 2])
  })
})

describe('certificates given', () => {
  it('searches by learner and template; revoking takes one from the learner, once', async () => {
    const demo = await s.login(DEMO_MOBILE)
    expect((await issued()).total).toBe(2)
    expect((await issued(`?member=${DEMO_MOBILE.slice(0, 7)}`)).data.map((c) => c.cert_name)).toEqual(['车尔尼599阶段考核证书', '钢琴启蒙结业证书'])
    expect((await issued('?member=nobody')).total).toBe(0)
    const [one] = (await issued('?cert_id=2')).data
    expect(one).toMatchObject({ cert_id: 2, cert_name: '车尔尼599阶段考核证书', revoked_at: null, user: { mobile: DEMO_MOBILE } })
    expect(await heldNames(demo)).toEqual(['车尔尼599阶段考核证书', '钢琴启蒙结业证书'])

    expect((await call('POST', pathOf(T.revoke, one.id))).status).toBe(0)
    expect(await heldNames(demo)).toEqual(['钢琴启蒙结业证书'])
    const download = await s.app.inject({ method: 'GET', url: learnerPath(learnerCert.download, { id: one.id }), headers: { authorization: `Bearer ${demo}` } })
    expect(JSON.parse(download.body)).toMatchObject({ code: 404 })
    const after = await rows()
    expect(await call('POST', pathOf(T.revoke, one.id))).toMatchObject({ status: 1, message: '该证书已撤销，不能重复撤销' })
    expect(await call('POST', pathOf(T.revoke, 999))).toMatchObject({ status: 404, message: '证书不存在' })
    expect(await rows()).toEqual(after)
    expect((await issued('?state=revoked')).data.map((c) => c.id)).toEqual([one.id])
    expect((await issued('?state=valid')).total).toBe(1)
    expect((await call<AdminCert[]>('GET', T.certs.path)).data[1].issued_count).toBe(0)
  })

  it('two revokes at once revoke it once', async () => {
    const [one] = (await issued('?cert_id=1')).data
    const answers = await Promise.all([call('POST', pathOf(T.revoke, one.id)), call('POST', pathOf(T.revoke, one.id))])
    expect(answers.map((a) => a.status).sort()).toEqual([0, 1])
  })

  it('gives a certificate by mobile, gives a revoked one again with its serial, and refuses what it cannot', async () => {
    expect((await call('POST', T.issue.path, { cert_id: 3, mobile: LEARNER_MOBILE })).status).toBe(0)
    expect(await heldNames(learner)).toEqual(['乐理基础合格证书'])
    const before = await rows()
    for (const [body, message] of [
      [{ cert_id: 3, mobile: LEARNER_MOBILE }, '该学员已持有此证书'],
      [{ cert_id: 3, mobile: '13900000000' }, '没有使用该手机号的学员'],
      [{ cert_id: 99, mobile: LEARNER_MOBILE }, '证书不存在'],
      [{ cert_id: 3, mobile: '123' }, /学员手机号/]
    ] as const) {
      const res = await call('POST', T.issue.path, body)
      expect([res.status === 0, res.message]).toEqual([false, expect.stringMatching(message)])
    }
    expect(await rows()).toEqual(before)

    const [given] = (await issued('?cert_id=3')).data
    expect((await call('POST', pathOf(T.revoke, given.id))).status).toBe(0)
    expect((await call('POST', T.issue.path, { cert_id: 3, mobile: LEARNER_MOBILE })).status).toBe(0)
    const [again] = (await issued('?cert_id=3')).data
    expect(again).toMatchObject({ id: given.id, serial: given.serial, revoked_at: null })
    expect(await heldNames(learner)).toEqual(['乐理基础合格证书'])
  })
})
