/**
 * Driving the console's API (MeEdu's admin envelope: `status`, not `code`) in server tests: log in as the
 * demo administrator, make an administrator whose one role holds given permissions, and check a route's
 * refusals (no token, a learner's token, an administrator without the permission).
 */
import { DEMO_ADMIN } from '../../server/src/admin/seed'
import type { AdminEndpoint } from '../../types/endpoints/endpoint'
import type { PermissionSlug } from '../../types/admin/permissions'
import { startServer, type TestServer, sqlValue } from './helpers'

export interface AdminAnswer<T> {
  http: number
  status: number
  message: string
  data: T
}

export async function adminCall<T = unknown>(s: TestServer, method: string, url: string, opts: { token?: string; body?: unknown } = {}): Promise<AdminAnswer<T>> {
  const res = await s.app.inject({ method: method as never, url, headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {}, payload: opts.body as never })
  const parsed = JSON.parse(res.body) as { status: number; message: string; data: T }
  return { http: res.statusCode, status: parsed.status, message: parsed.message, data: parsed.data }
}

/** An entry's path with its parameters filled in: `:id` with `id`, any other (`:course_id`) with `others`, else `id`. */
export const pathOf = (e: AdminEndpoint, id = 1, others: Record<string, number | string> = {}) => e.path.replace(/:(\w+)/g, (_m, name: string) => String(name === 'id' ? id : (others[name] ?? id)))

export async function adminLogin(s: TestServer, email = DEMO_ADMIN.email, password = DEMO_ADMIN.password): Promise<string> {
  const c = await adminCall<{ key: string }>(s, 'GET', '/backend/api/v1/captcha/image')
  const answer = await s.call<{ answer: string }>('GET', `/sandbox/captcha/answer?key=${c.data.key}`)
  const res = await adminCall<{ token: string }>(s, 'POST', '/backend/api/v1/login', { body: { username: email, password, image_key: c.data.key, image_captcha: answer.data.answer } })
  if (res.status !== 0) throw new Error(`admin login failed: ${res.message}`)
  return res.data.token
}

let made = 0
/** A new administrator whose one role holds `slugs` (none: a role without permissions), logged in. */
export async function staffWith(s: TestServer, superToken: string, slugs: PermissionSlug[]): Promise<string> {
  made += 1
  const form = await adminCall<{ permissions: Record<string, { id: number; slug: string }[]> }>(s, 'GET', '/backend/api/v1/administrator_role/create', { token: superToken })
  const ids = Object.values(form.data.permissions).flat().filter((p) => (slugs as string[]).includes(p.slug)).map((p) => p.id)
  expect(ids).toHaveLength(slugs.length)
  const role = await adminCall(s, 'POST', '/backend/api/v1/administrator_role', { token: superToken, body: { display_name: `角色${made}`, description: '测试', permission_ids: ids } })
  expect(role.status).toBe(0)
  const roleId = (await sqlValue(s, 'SELECT MAX(id) FROM administrator_roles')) as number
  const email = `staff${made}@qinyi.studio`
  const created = await adminCall(s, 'POST', '/backend/api/v1/administrator', { token: superToken, body: { name: `员工${made}`, email, password: 'staff1234', role_id: [roleId] } })
  expect(created.status).toBe(0)
  return adminLogin(s, email, 'staff1234')
}

/**
 * The refusals every permission-checked console route gives, in MeEdu's envelope at HTTP 200: no token and
 * a learner's token 401 请登录, an administrator whose role lacks the route's permission 403 无权限.
 */
export async function expectRefusals(s: TestServer, e: AdminEndpoint, learnerToken: string, unpermittedToken: string, body?: unknown): Promise<void> {
  const url = pathOf(e)
  for (const token of [undefined, learnerToken]) {
    const res = await adminCall(s, e.method, url, { token, body })
    expect([e.path, res.http, res.status, res.message]).toEqual([e.path, 200, 401, '请登录'])
  }
  const res = await adminCall(s, e.method, url, { token: unpermittedToken, body })
  expect([e.path, res.http, res.status, res.message]).toEqual([e.path, 200, 403, '无权限'])
}

/**
 * Every route of an endpoint table refused as its access says: no token and a learner's token 401 everywhere,
 * a role without the route's permission 403 on permission-checked routes (`public` routes are left out: their
 * key or captcha is their check). Returns how many routes were checked.
 */
export async function expectTableRefusals(s: TestServer, table: Record<string, AdminEndpoint>, learnerToken: string, unpermittedToken: string): Promise<number> {
  let checked = 0
  for (const e of Object.values(table)) {
    if (e.access === 'public') continue
    if (e.access === 'staff') {
      for (const token of [undefined, learnerToken]) {
        const res = await adminCall(s, e.method, pathOf(e), { token })
        expect([e.path, res.status, res.message]).toEqual([e.path, 401, '请登录'])
      }
    } else await expectRefusals(s, e, learnerToken, unpermittedToken)
    checked += 1
  }
  return checked
}

/** With every add-on off, each route of an add-on's console table answers MeEdu's 404 envelope (never registered). */
export async function expectTableGoneWhenOff(table: Record<string, AdminEndpoint>): Promise<void> {
  const off = await startServer({ enabledAddons: [] })
  try {
    const token = await adminLogin(off)
    for (const e of Object.values(table)) {
      const res = await adminCall(off, e.method, pathOf(e), { token, body: e.method === 'GET' ? undefined : {} })
      expect([e.path, res.status, res.message]).toEqual([e.path, 404, '路由不存在'])
    }
  } finally {
    await off.close()
  }
}
