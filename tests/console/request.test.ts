/** The one module that speaks HTTP: MeEdu's admin envelope, the staff token, 401 and refusals. */
import { message } from 'antd'
import { adminAuth } from '../../types/endpoints/admin/auth'
import { adminStaff } from '../../types/endpoints/admin/staff'
import { adminSystem } from '../../types/endpoints/admin/system'
import { ApiError, call, urlOf, whenSignedOut } from '../../console/src/api/request'
import { readToken, saveToken } from '../../console/src/api/token'
import { answer, refuse, response } from './network'

let shown: string[]
beforeEach(() => {
  shown = []
  jest.spyOn(message, 'error').mockImplementation(((text: string) => void shown.push(text)) as never)
  localStorage.clear()
})

it('sends the staff token and returns the data of a status-0 answer; the path and query come from the entry', async () => {
  const calls = answer({ 'GET /backend/api/v1/administrator_role/7': { id: 7, display_name: '财务' } })
  saveToken('staff-token')
  await expect(call(adminStaff.role, { params: { id: 7 } })).resolves.toEqual({ id: 7, display_name: '财务' })
  expect(calls[0]).toMatchObject({ method: 'GET', url: '/backend/api/v1/administrator_role/7', headers: { Authorization: 'Bearer staff-token' } })
  expect(urlOf(adminStaff.adminLog, undefined, { page: 2, module: 'admin-login', opt: '' })).toBe('/backend/api/v1/log/admin?page=2&module=admin-login')
})

it('shows a refusal once and throws it with its status', async () => {
  answer({ 'DELETE /backend/api/v1/administrator_role/3': refuse(1, '请先取消与该角色绑定的管理员'), 'GET /backend/api/v1/setting': refuse(403, '无权限') })
  await expect(call(adminStaff.deleteRole, { params: { id: 3 } })).rejects.toEqual(new ApiError(1, '请先取消与该角色绑定的管理员'))
  await expect(call(adminSystem.settings)).rejects.toMatchObject({ status: 403 })
  expect(shown).toEqual(['请先取消与该角色绑定的管理员', '无权限'])
})

it('401 ends the session: the token is dropped and the app is told', async () => {
  answer({ 'GET /backend/api/v1/user': refuse(401, '请登录') })
  saveToken('expired')
  const signedOut = jest.fn()
  whenSignedOut(signedOut)
  await expect(call(adminAuth.user)).rejects.toMatchObject({ status: 401 })
  expect(readToken()).toBe('')
  expect(signedOut).toHaveBeenCalledTimes(1)
})

it('a broken answer or no network is an error, not a crash', async () => {
  global.fetch = jest.fn(async () => response('<html>502</html>', 502)) as typeof fetch
  await expect(call(adminAuth.user)).rejects.toMatchObject({ status: 502, message: '服务器开小差了，请稍后再试' })
  global.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch')
  }) as typeof fetch
  await expect(call(adminAuth.user)).rejects.toMatchObject({ status: 0, message: '网络错误，请检查网络后重试' })
})
