/** @jest-environment node */
import { serverPerTest, type TestServer, PUBLIC, PNG_1PX, multipartBody, sqlGet, sqlRun, sqlValue } from './helpers'
import { resolveLink } from '../../src/links'
import { findRoute } from '../../src/routes'

const ctx = serverPerTest()
let s: TestServer
let token: string
beforeEach(() => {
  ;({ s, token } = ctx)
})

/** Sends an SMS code to `mobile` for a logged-in learner and returns it. */
async function smsFor(mobile: string, scene = 'mobile_bind') {
  await sqlRun(s, 'UPDATE sms_codes SET created_at = created_at - 120000') // past the resend limit
  const r = await s.call('POST', '/api/v2/captcha/smsWithoutCaptcha', { token, body: { mobile, scene } })
  expect(r.code).toBe(0)
  return s.sms.filter((x) => x.mobile === mobile).pop()!.code
}

describe('site and home', () => {
  it("the home grid's entries open pages of this app, each with its add-on on", async () => {
    const r = await s.call<{ sign: string; config_render: { items: { name: string; href: string }[] } }[]>('GET', '/api/v2/viewBlock/page/blocks?platform=h5&page_name=h5-page-index')
    const config = await s.call<{ enabled_addons: string[] }>('GET', '/api/v2/other/config')
    const items = r.data.find((b) => b.sign === 'grid-nav')!.config_render.items
    expect(items.map((i) => i.name)).toEqual(['全部课程', '考级专区', '直播课', '考试中心', '钢琴音频', '电子书', '学习路径', '限时秒杀', '拼团', 'VIP会员'])
    const addonOf: Record<string, string> = { live: 'Zhibo', paper: 'Paper', pianoAudio: 'PianoAudio', book: 'MeeduBooks', learnPath: 'LearnPaths', miaosha: 'MiaoSha', tuangou: 'TuanGou' }
    for (const item of items) {
      const link = resolveLink(item.href, [PUBLIC])
      expect(link).toMatchObject({ kind: 'page' })
      // MeEdu's admin paths (`/courses`, `/role`) resolve to our route first.
      const route = findRoute((link as { url: string }).url)!
      if (route.flag && route.flag !== 'vip') expect(config.data.enabled_addons).toContain(addonOf[route.flag])
    }
  })

  it('view blocks in order, course blocks hydrated with live course rows', async () => {
    const r = await s.call<{ sign: string; config_render: { title?: string; items?: { id: number; title: string; category: { name: string } }[] } }[]>(
      'GET',
      '/api/v2/viewBlock/page/blocks?platform=h5&page_name=h5-page-index'
    )
    expect(r.data.map((b) => b.sign)).toEqual(['slider', 'grid-nav', 'h5-vod-v1', 'blank', 'image-group', 'h5-vod-v1', 'h5-live-v1', 'h5-book-v1'])
    const hot = r.data[2].config_render
    expect(hot.title).toBe('热门课程')
    expect(hot.items!.map((c) => c.id)).toEqual([2, 3, 7, 6])
    expect(hot.items![0].category.name).toBe('启蒙')
  })

  it('categories as a tree, template config, protocol pages', async () => {
    const cats = await s.call<{ name: string; children: unknown[] }[]>('GET', '/api/v2/course_categories')
    expect(cats.data.map((c) => c.name)).toEqual(['启蒙', '考级', '乐理', '名曲赏析', '成人钢琴'])
    expect((await s.call<{ member_notice: string }>('GET', '/addons/templateOne/api/v1/config')).data.member_notice).toContain('VIP')
    const page = await s.app.inject({ method: 'GET', url: '/api/v2/protocol/private' })
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('隐私政策')
    expect((await s.call('GET', '/api/v2/protocol/other')).code).toBe(1)
  })
})

describe('profile edits (CONTRACT 2.6)', () => {
  it('nickname: unique across the site, and chosen once (MeEdu)', async () => {
    expect(await s.call('POST', '/api/v2/member/detail/nickname', { token, body: { nick_name: '琴童小雨' } })).toMatchObject({ code: 1, message: '昵称已被使用，换一个吧' })
    expect((await s.call('POST', '/api/v2/member/detail/nickname', { token, body: { nick_name: '   ' } })).code).toBe(1)
    expect((await s.call('POST', '/api/v2/member/detail/nickname', { token, body: { nick_name: '肖邦迷' } })).code).toBe(0)
    expect((await s.call<{ nick_name: string; is_set_nickname: number }>('GET', '/api/v2/member/detail', { token })).data).toMatchObject({ nick_name: '肖邦迷', is_set_nickname: 1 })
    expect(await s.call('POST', '/api/v2/member/detail/nickname', { token, body: { nick_name: '肖邦迷二号' } })).toMatchObject({ code: 1, message: '昵称只能修改一次，你已经修改过了' })
    expect((await s.call<{ nick_name: string }>('GET', '/api/v2/member/detail', { token })).data.nick_name).toBe('肖邦迷')
  })

  it('password: set with an SMS code on the bound mobile, then usable for login', async () => {
    const code = await smsFor('13700137000', 'password_reset')
    expect(await s.call('POST', '/api/v2/member/detail/password', { token, body: { mobile: '13600136000', mobile_code: code, password: 'newpass1' } })).toMatchObject({ code: 1, message: '请输入绑定的手机号' })
    expect((await s.call('POST', '/api/v2/member/detail/password', { token, body: { mobile: '13700137000', mobile_code: code, password: 'newpass1' } })).code).toBe(0)
    expect((await s.call('POST', '/api/v2/login/password', { body: { mobile: '13700137000', password: 'newpass1' } })).code).toBe(0)
  })

  it('change mobile: verify the old number, then bind the new one with the sign', async () => {
    const oldCode = await smsFor('13700137000')
    const v = await s.call<{ sign: string }>('POST', '/api/v2/member/verify', { token, body: { mobile: '13700137000', mobile_code: oldCode } })
    const newCode = await smsFor('13200132000')
    expect(await s.call('PUT', '/api/v2/member/mobile', { token, body: { mobile: '13200132000', mobile_code: newCode, sign: 'forged' } })).toMatchObject({ code: 1 })
    const newCode2 = await smsFor('13200132000')
    expect((await s.call('PUT', '/api/v2/member/mobile', { token, body: { mobile: '13200132000', mobile_code: newCode2, sign: v.data.sign } })).code).toBe(0)
    expect((await s.call<{ mobile: string }>('GET', '/api/v2/member/detail', { token })).data.mobile).toBe('13200132000')
  })

  it('a social sign-up binds a mobile; a taken mobile is refused', async () => {
    const loc = String((await s.call('GET', '/api/v3/auth/login/socialite/wechat?openid=wx-9')).headers.location)
    const code = /login_code=(\w+)/.exec(loc)![1]
    // Sign up with a placeholder account through the code flow, then bind.
    const uid = (await sqlValue(s, "INSERT INTO users (mobile, nick_name, created_at) VALUES ('s-placeholder', '微信用户', '2026-01-01 00:00:00') RETURNING id")) as number
    await sqlRun(s, "INSERT INTO socialites (app, openid, user_id, created_at) VALUES ('wechat', 'wx-9', ?, '2026-01-01 00:00:00')", uid)
    const login = await s.call<{ success: number; token: string }>('POST', '/api/v3/auth/login/code', { body: { code } })
    expect(login.data.success).toBe(1)
    const social = login.data.token
    expect((await s.call<{ is_bind_mobile: number; mobile: string }>('GET', '/api/v2/member/detail', { token: social })).data).toMatchObject({ is_bind_mobile: 0, mobile: '' })
    await sqlRun(s, 'UPDATE sms_codes SET created_at = created_at - 120000')
    await s.call('POST', '/api/v2/captcha/smsWithoutCaptcha', { token: social, body: { mobile: '13700137000', scene: 'mobile_bind' } })
    const taken = s.sms.pop()!.code
    expect(await s.call('POST', '/api/v2/member/detail/mobile', { token: social, body: { mobile: '13700137000', mobile_code: taken } })).toMatchObject({ code: 1, message: '该手机号已被其他账号使用' })
    await sqlRun(s, 'UPDATE sms_codes SET created_at = created_at - 120000')
    await s.call('POST', '/api/v2/captcha/smsWithoutCaptcha', { token: social, body: { mobile: '13100131000', scene: 'mobile_bind' } })
    const fresh = s.sms.pop()!.code
    expect((await s.call('POST', '/api/v2/member/detail/mobile', { token: social, body: { mobile: '13100131000', mobile_code: fresh } })).code).toBe(0)
    expect((await s.call<{ is_bind_mobile: number; is_bind_wechat: number }>('GET', '/api/v2/member/detail', { token: social })).data).toMatchObject({ is_bind_mobile: 1, is_bind_wechat: 1 })
    expect((await s.call('DELETE', '/api/v2/member/socialite/wechat', { token: social })).code).toBe(0)
    expect((await s.call<{ is_bind_wechat: number }>('GET', '/api/v2/member/detail', { token: social })).data.is_bind_wechat).toBe(0)
  })

  it('binds a social account to the logged-in learner with a code', async () => {
    const loc = String((await s.call('GET', '/api/v3/auth/login/socialite/qq?openid=qq-77')).headers.location)
    const code = /login_code=(\w+)/.exec(loc)![1]
    expect((await s.call('POST', '/api/v3/member/socialite/bindWithCode', { token, body: { code } })).code).toBe(0)
    expect((await s.call<{ is_bind_qq: number }>('GET', '/api/v2/member/detail', { token })).data.is_bind_qq).toBe(1)
    expect(await s.call('POST', '/api/v3/member/socialite/bindWithCode', { token, body: { code } })).toMatchObject({ code: 1, message: '授权已失效，请重试' })
  })

  it('smsWithoutCaptcha needs a login', async () => {
    expect((await s.call('POST', '/api/v2/captcha/smsWithoutCaptcha', { body: { mobile: '13700137000', scene: 'mobile_bind' } })).code).toBe(401)
  })

  it('marks all messages read', async () => {
    expect((await s.call('GET', '/api/v2/member/notificationMarkAllAsRead', { token })).code).toBe(0)
    expect((await s.call('GET', '/api/v2/member/unreadNotificationCount', { token })).data).toBe(0)
  })
})

describe('course extras', () => {
  it('lessons learned in a course, video comments, a role, attachment download for owners only', async () => {
    await s.call('POST', '/api/v2/video/1/record', { token, body: { duration: 12 } })
    const learned = await s.call<{ id: number; watch_record: { watch_seconds: number } | null }[]>('GET', '/api/v3/member/learned/course/1', { token })
    expect(learned.data[0]).toMatchObject({ id: 1, watch_record: { watch_seconds: 12 } })
    expect(learned.data[1].watch_record).toBeNull()
    expect((await s.call('POST', '/api/v2/video/1/comment', { token, body: { content: '手型讲得很好' } })).code).toBe(0)
    const vc = await s.call<{ comments: { render_content: string }[] }>('GET', '/api/v2/video/1/comments')
    expect(vc.data.comments[0].render_content).toBe('手型讲得很好')
    expect((await s.call<{ name: string }>('GET', '/api/v2/role/2')).data.name).toBe('年度会员')
    expect((await s.call('GET', '/api/v2/role/99')).code).toBe(404)
    const attachId = ((await sqlGet(s, 'SELECT id FROM attachments WHERE course_id = 1')) as { id: number }).id
    const free = await s.call<{ download_url: string }>('GET', `/api/v3/course/1/attach/${attachId}`, { token })
    expect(free.data.download_url).toMatch(new RegExp(`^${PUBLIC}/media/attachments/course-1\\.pdf\\?uid=\\d+&exp=\\d+&sig=`))
    const paidAttach = ((await sqlGet(s, 'SELECT id FROM attachments WHERE course_id = 3')) as { id: number }).id
    expect(await s.call('GET', `/api/v3/course/3/attach/${paidAttach}`, { token })).toMatchObject({ code: 1, message: '请购买后下载' })
  })
})

describe('face verification (sandbox provider)', () => {
  it('starts, passes on the provider page, returns to s_url, and the member becomes verified', async () => {
    const start = await s.call<{ biz_token: string; rule_id: string; url: string }>('POST', '/api/v3/member/tencent/faceVerify', {
      token,
      body: { s_url: `${PUBLIC}/#/pages/webview/faceSuccess` }
    })
    expect(start.data.url).toBe(`${PUBLIC}/sandbox/face?biz_token=${start.data.biz_token}`)
    const q = `biz_token=${start.data.biz_token}&rule_id=${start.data.rule_id}`
    expect((await s.call<{ status: number }>('GET', `/api/v3/member/tencent/faceVerify?${q}`, { token })).data.status).toBe(5)
    const back = await s.app.inject({ method: 'POST', url: '/sandbox/face/pass', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `biz_token=${start.data.biz_token}` })
    expect(back.headers.location).toBe(`${PUBLIC}/#/pages/webview/faceSuccess`)
    expect((await s.call<{ status: number }>('GET', `/api/v3/member/tencent/faceVerify?${q}`, { token })).data.status).toBe(9)
    expect((await s.call<{ is_face_verify: boolean }>('GET', '/api/v2/member/detail', { token })).data.is_face_verify).toBe(true)
    const stranger = await s.login('13900139000')
    expect((await s.call('GET', `/api/v3/member/tencent/faceVerify?${q}`, { token: stranger })).code).toBe(1)
  })
})

describe('avatar upload', () => {
  const upload = async (body: ReturnType<typeof multipartBody>) => {
    const res = await s.app.inject({ method: 'POST', url: '/api/v2/member/detail/avatar', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } })
    return JSON.parse(res.body) as { code: number; message: string }
  }

  it('stores a real image and sets the avatar URL', async () => {
    expect((await upload(multipartBody('file', 'me.png', 'image/png', PNG_1PX))).code).toBe(0)
    const me = await s.call<{ avatar: string }>('GET', '/api/v2/member/detail', { token })
    expect(me.data.avatar).toMatch(new RegExp(`^${PUBLIC}/media/avatars/[0-9a-f-]+\\.png$`))
  })

  it('refuses a non-image named .png, an oversized file, and a wrong field', async () => {
    expect(await upload(multipartBody('file', 'x.png', 'image/png', Buffer.from('<svg onload=alert(1)>')))).toMatchObject({ code: 1, message: '头像只支持 JPG、PNG、GIF、WEBP 图片' })
    expect(await upload(multipartBody('file', 'big.png', 'image/png', Buffer.concat([PNG_1PX, Buffer.alloc(1024 * 1024 + 10)])))).toMatchObject({ code: 1 })
    expect(await upload(multipartBody('photo', 'me.png', 'image/png', PNG_1PX))).toMatchObject({ code: 1, message: '请选择头像图片' })
    expect((await s.call<{ avatar: string }>('GET', '/api/v2/member/detail', { token })).data.avatar).toBe('')
  })
})
