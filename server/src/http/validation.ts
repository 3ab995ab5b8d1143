import type { FastifySchemaValidationError } from 'fastify'

/** Field names as a learner would read them in an error message. */
export const FIELD_NAMES: Record<string, string> = {
  mobile: '手机号',
  mobile_code: '短信验证码',
  password: '密码',
  image_key: '图形验证码标识',
  image_captcha: '图形验证码',
  nick_name: '昵称',
  content: '内容',
  page: '页码',
  page_size: '每页数量',
  size: '每页数量',
  code: '授权码',
  course_id: '课程',
  category_id: '分类',
  type: '类型',
  role_id: '会员',
  video_id: '视频',
  order_id: '订单号',
  promo_code: '优惠码',
  id: 'ID',
  scene: '场景',
  keywords: '关键字',
  goods_id: '商品',
  cid: '分类',
  parent_id: '评论',
  reply_id: '回复',
  answer_id: '回答',
  comment_id: '评论',
  reply_comment_id: '回复',
  reply_user_id: '回复',
  gid: '拼团',
  captcha: '图形验证码',
  captcha_key: '图形验证码',
  seconds: '秒数',
  sign: '验证标识',
  platform: '平台',
  page_name: '页面',
  payment: '支付方式',
  payment_scene: '支付场景',
  token: '登录凭证',
  s_url: '跳转地址',
  f_url: '跳转地址',
  redirect: '跳转地址',
  openid: '微信用户标识',
  render_content: '内容',
  app: '登录方式',
  duration: '播放进度',
  agree: '协议',
  answer: '答案'
}

type Verbose = FastifySchemaValidationError & { parentSchema?: { title?: string; properties?: Record<string, { title?: string }> } }

/** The field's Chinese name: the schema's `title` (types/contract), else the table above. */
function fieldOf(e: Verbose): string {
  const missing = (e.params as { missingProperty?: string } | undefined)?.missingProperty
  const titled = missing ? e.parentSchema?.properties?.[missing]?.title : e.parentSchema?.title
  if (titled) return titled
  const raw = missing ?? e.instancePath.split('/').filter(Boolean).pop() ?? ''
  return FIELD_NAMES[raw] ?? (raw || '参数')
}

/** One schema violation as a clear Chinese message. */
function messageOf(e: FastifySchemaValidationError): string {
  const field = fieldOf(e)
  switch (e.keyword) {
    case 'required':
      return `请填写${field}`
    case 'type':
      return `${field}格式不正确`
    case 'maxLength':
      return `${field}过长`
    case 'minLength':
      return `${field}过短`
    case 'pattern':
    case 'format':
      return `${field}格式不正确`
    case 'enum':
    case 'const':
      return `${field}取值不正确`
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `${field}超出范围`
    case 'additionalProperties':
      return '包含不支持的参数'
    default:
      return `${field}不正确`
  }
}

/**
 * Every failed field, one clear Chinese message each, joined with "," as MeEdu's form requests answer
 * (CONTRACT: code 1, no stack trace).
 */
export function validationMessage(errors: FastifySchemaValidationError[]): string {
  const seen = new Set<string>()
  const messages: string[] = []
  for (const e of errors) {
    const missing = (e.params as { missingProperty?: string } | undefined)?.missingProperty
    const where = `${e.instancePath}/${missing ?? ''}`
    if (seen.has(where)) continue
    seen.add(where)
    const message = messageOf(e)
    if (!messages.includes(message)) messages.push(message)
  }
  return messages.join(',') || '参数错误'
}

/** A path id that is not an id at all (`/api/v2/course/abc`): MeEdu finds no such record. */
export const isBadPathId = (errors: FastifySchemaValidationError[]) => errors.some((e) => ['type', 'minimum', 'maximum'].includes(e.keyword))
