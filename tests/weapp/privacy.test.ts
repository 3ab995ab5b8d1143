/**
 * @jest-environment node
 *
 * WeChat's privacy authorization on the weapp build against the reference server: every privacy-scoped
 * call (saving a poster to the album, choosing images for a question, the WeChat address, the phone
 * number button) goes through the app's one flow: wx.onNeedPrivacyAuthorization opens the app's own sheet,
 * agreeing is a tap on its `agreePrivacyAuthorization` button and lets the call continue, declining keeps
 * the learner where they were with a Chinese message and the form as typed; a learner who agreed before
 * is never asked.
 */
import path from 'path'
import fs from 'fs'
import { MiniRuntime, type MiniPage } from './miniRuntime'
import { serverPerWeappTest, viaServer } from './serverBackend'
import { issueToken } from '../../server/src/auth/tokens'
import { createUser } from '../../server/src/accounts/users'

const ROOT = path.join(__dirname, '../../dist/weapp')
const ctx = serverPerWeappTest(ROOT)

const userId = (mobile: string) => ctx.s.db.prepare('SELECT id FROM users WHERE mobile = ?').pluck().get(mobile) as number

/** A learner (the demo one by default), logged in, on `route`; `agreed`: has agreed to the guide before. */
async function openAs(route: string, query: Record<string, string>, options: { agreed: boolean; token?: string }) {
  const rt = new MiniRuntime(ROOT, viaServer(ctx.s))
  rt.privacyAgreed = options.agreed
  rt.storage.set('meedu-h5-token', options.token ?? (await issueToken(ctx.s.kdb, userId('13800138000'), 'MINI')))
  await rt.launch({ path: route, query })
  return { rt, page: await rt.open(route, query) }
}

const sheetShown = (rt: MiniRuntime, page: MiniPage) => rt.text(page).includes('隐私保护提示')
const agreeButton = (rt: MiniRuntime, page: MiniPage) => rt.findByText(page, '同意并继续')

describe('weapp privacy authorization', () => {
  it('app.json turns the privacy check on', () => {
    expect(JSON.parse(fs.readFileSync(path.join(ROOT, 'app.json'), 'utf8')).__usePrivacyCheck__).toBe(true)
  })

  it('agree: the album save waits for the sheet, continues after the tap on the agree button, and is not asked again', async () => {
    const { rt, page } = await openAs('packageA/member/certification', {}, { agreed: false })
    expect(sheetShown(rt, page)).toBe(false)
    await rt.fire(page, rt.findByText(page, '保存图片'))
    // WeChat asked the app; the app showed its sheet over the page, naming what the learner was doing.
    expect(rt.privacyRequests).toEqual([{ referrer: 'saveImageToPhotosAlbum', answers: ['exposureAuthorization'] }])
    const text = rt.text(page)
    expect(text).toContain('为了保存图片到相册，需要你先阅读并同意《琴艺课堂小程序隐私保护指引》。')
    expect(text).toContain('查看完整《琴艺课堂小程序隐私保护指引》')
    expect(rt.savedImages).toEqual([])

    await rt.tapAgreePrivacy(page, agreeButton(rt, page))
    expect(rt.privacyRequests[0].answers).toEqual(['exposureAuthorization', 'agree'])
    expect(rt.savedImages).toHaveLength(1)
    expect(sheetShown(rt, page)).toBe(false)

    // Agreed once: the next save goes straight through.
    await rt.fire(page, rt.findByText(page, '保存图片'))
    expect(rt.savedImages).toHaveLength(2)
    expect(rt.privacyRequests).toHaveLength(1)
  })

  it('decline: back where they were with a clear message, the question as typed, no images, no album modal', async () => {
    const { rt, page } = await openAs('packageA/qa/create', {}, { agreed: false })
    const title = rt.findByClass(page, 'qa-form__title')
    await rt.fire(page, title, 'input', { value: '左手跟不上右手怎么办' })
    await rt.fire(page, rt.findByClass(page, 'image-picker__add'))
    expect(sheetShown(rt, page)).toBe(true)
    expect(rt.text(page)).toContain('为了选择图片')

    const navigations = rt.navigations.length
    await rt.fire(page, rt.findByText(page, '拒绝'))
    expect(rt.privacyRequests).toEqual([{ referrer: 'chooseImage', answers: ['exposureAuthorization', 'disagree'] }])
    expect(rt.toasts.at(-1)).toBe('未同意隐私保护指引，暂时无法选择图片，已填写的内容都还在')
    expect(sheetShown(rt, page)).toBe(false)
    expect(rt.imagesChosen).toEqual([])
    expect(rt.navigations.length).toBe(navigations)
    expect(rt.modals).toEqual([])
    expect(rt.inputValue(rt.findByClass(page, 'qa-form__title'))).toBe('左手跟不上右手怎么办')
    expect(rt.text(page)).toContain('0/')
  })

  it('already agreed: images, album and address work without any sheet', async () => {
    const cert = await openAs('packageA/member/certification', {}, { agreed: true })
    await cert.rt.fire(cert.page, cert.rt.findByText(cert.page, '保存图片'))
    expect(cert.rt.savedImages).toHaveLength(1)

    const address = await openAs('packageA/member/credit1GoodsAddress', { id: '2' }, { agreed: true })
    await address.rt.fire(address.page, address.rt.findByText(address.page, '使用新地址'))
    await address.rt.fire(address.page, address.rt.findByText(address.page, '使用微信收货地址'))
    const text = address.rt.text(address.page)
    expect(text).toContain('广东省 广州市 天河区')
    expect(address.rt.inputValue(address.rt.findByClass(address.page, 'address__input'))).toBe('林小雨')
    for (const r of [cert.rt, address.rt]) expect(r.privacyRequests).toEqual([])
    expect(sheetShown(address.rt, address.page)).toBe(false)
  })

  it('the WeChat address goes through the same flow, and declining leaves the form empty', async () => {
    const { rt, page } = await openAs('packageA/member/credit1GoodsAddress', { id: '2' }, { agreed: false })
    await rt.fire(page, rt.findByText(page, '使用新地址'))
    await rt.fire(page, rt.findByText(page, '使用微信收货地址'))
    expect(rt.privacyRequests.map((r) => r.referrer)).toEqual(['chooseAddress'])
    await rt.fire(page, rt.findByText(page, '拒绝'))
    expect(rt.toasts.at(-1)).toBe('未同意隐私保护指引，暂时无法使用微信收货地址，已填写的内容都还在')
    expect(rt.text(page)).toContain('请选择省 / 市 / 区')
  })

  it('the phone number button asks through the sheet, then binds the number the server exchanges for its code', async () => {
    const learner = await createUser(ctx.s.kdb, 'social-wx-1')
    const token = await issueToken(ctx.s.kdb, learner.id, 'MINI')
    const { rt, page } = await openAs('pages/auth/bind-mobile', {}, { agreed: false, token })
    expect(rt.text(page)).toContain('确认绑定')
    const tap = rt.tapPhoneNumberButton(page, rt.findByText(page, '使用微信手机号快捷绑定'), 'sandbox-phone-13900139010')
    await rt.settle()
    expect(rt.privacyRequests.map((r) => r.referrer)).toEqual(['getPhoneNumber'])
    expect(rt.text(page)).toContain('为了获取微信绑定的手机号')
    await rt.tapAgreePrivacy(page, agreeButton(rt, page))
    await tap
    await rt.settle()
    expect(ctx.s.db.prepare('SELECT mobile FROM users WHERE id = ?').pluck().get(learner.id)).toBe('13900139010')
    // Bound: the learner is logged in with the token and leaves the page.
    expect(rt.storage.get('meedu-h5-token')).toBe(token)
    expect(rt.navigations.length).toBeGreaterThan(0)
  })

  it('declining the phone number button keeps the SMS form as typed and binds nothing', async () => {
    const learner = await createUser(ctx.s.kdb, 'social-wx-2')
    const token = await issueToken(ctx.s.kdb, learner.id, 'MINI')
    const { rt, page } = await openAs('pages/auth/bind-mobile', {}, { agreed: false, token })
    const mobile = rt.findByClass(page, 'form-field__mobile')
    await rt.fire(page, mobile, 'input', { value: '13900139011' })
    const navigations = rt.navigations.length
    const tap = rt.tapPhoneNumberButton(page, rt.findByText(page, '使用微信手机号快捷绑定'), 'sandbox-phone-13900139011')
    await rt.settle()
    await rt.fire(page, rt.findByText(page, '拒绝'))
    await tap
    expect(rt.toasts.at(-1)).toBe('未同意隐私保护指引，暂时无法获取微信绑定的手机号，已填写的内容都还在')
    expect(rt.inputValue(rt.findByClass(page, 'form-field__mobile'))).toBe('13900139011')
    expect(ctx.s.db.prepare('SELECT mobile FROM users WHERE id = ?').pluck().get(learner.id)).toBe('social-wx-2')
    expect(rt.navigations.length).toBe(navigations)
  })
})
