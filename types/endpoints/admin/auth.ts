/** The console's session: captcha, login, logout, the administrator behind the token, the boot config. */
import type { Static } from 'typebox'
import { adminEndpoint } from '../endpoint'
import type * as Common from '../../contract/common'
import type * as Staff from '../../contract/admin/staff'
import type * as System from '../../contract/admin/system'

export const adminAuth = {
  captcha: adminEndpoint<{ response: Static<typeof Staff.AdminCaptcha> }>('GET', '/backend/api/v1/captcha/image', 'public'),
  login: adminEndpoint<{ body: Static<typeof Staff.LoginBody>; response: Static<typeof Staff.LoginAnswer> }>('POST', '/backend/api/v1/login', 'public'),
  logout: adminEndpoint<{ response: Static<typeof Common.EmptyData> }>('POST', '/backend/api/v1/logout', 'staff'),
  user: adminEndpoint<{ response: Static<typeof Staff.CurrentAdministrator> }>('GET', '/backend/api/v1/user', 'staff'),
  changePassword: adminEndpoint<{ body: Static<typeof Staff.PasswordBody>; response: Static<typeof Common.EmptyData> }>('PUT', '/backend/api/v1/administrator/password', 'staff'),
  systemConfig: adminEndpoint<{ response: Static<typeof System.SystemConfig> }>('GET', '/backend/api/v2/system/config', 'staff')
} as const
