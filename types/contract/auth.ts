/** Login, social login and the mini-program session (CONTRACT 2.2, docs/API.md). */
import { Type, type Static } from 'typebox'
import { Enum, Mobile, SmsCode } from './common'

export const TokenResult = Type.Object({ token: Type.String() })
export type TokenResult = Static<typeof TokenResult>

/** POST /api/v3/auth/login/code (and the mini-program login): a token, or "bind a mobile first". */
export const CodeLoginResult = Type.Union([
  Type.Object({ success: Type.Literal(1), token: Type.String() }),
  Type.Object({ success: Type.Literal(0), action: Type.Literal('bind_mobile'), code: Type.String() })
])
export type CodeLoginResult = Static<typeof CodeLoginResult>

const Msv = Type.String({ maxLength: 64, title: '推荐码' })
const Code = (title = '授权码') => Type.String({ minLength: 1, maxLength: 128, title })

export const MobileLoginBody = Type.Object({ mobile: Mobile, mobile_code: SmsCode, msv: Type.Optional(Msv) })
export const PasswordLoginBody = Type.Object({ mobile: Mobile, password: Type.String({ minLength: 1, maxLength: 64, title: '密码' }) })
/** MeEdu's RegisterSmsRequest and password reset: a password of 6 to 16 characters. */
const NewPassword = Type.String({ minLength: 6, maxLength: 16, title: '密码' })
export const RegisterSmsBody = Type.Object({ mobile: Mobile, mobile_code: SmsCode, password: NewPassword })
export const PasswordResetBody = Type.Object({ mobile: Mobile, mobile_code: SmsCode, password: NewPassword })
export const CodeLoginBody = Type.Object({ code: Code(), msv: Type.Optional(Msv) })
export const SocialRegisterBody = Type.Object({ code: Code(), mobile: Mobile, mobile_code: SmsCode, msv: Type.Optional(Msv) })
export const MiniSessionQuery = Type.Object({ code: Code() })
export const MiniSession = Type.Object({ openid: Type.String() })
export const MiniLoginBody = Type.Object({ openid: Code('微信用户标识'), msv: Type.Optional(Msv) })
export const MiniMobileLoginBody = Type.Object({ openid: Code('微信用户标识'), code: Code(), msv: Type.Optional(Msv) })

/** GET /api/v3/auth/login/socialite/{app}: a page the browser opens (QQ or WeChat web login, then back). */
export const SocialiteLoginParams = Type.Object({ app: Enum(['qq', 'wechat'], { title: '账号类型' }) })
export const SocialiteLoginQuery = Type.Object({
  s_url: Type.Optional(Type.String({ maxLength: 1000 })),
  f_url: Type.Optional(Type.String({ maxLength: 1000 })),
  openid: Type.Optional(Type.String({ maxLength: 64 }))
})
