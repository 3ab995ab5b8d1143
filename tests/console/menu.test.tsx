/** The menu lists only what the administrator's roles allow; the super-admin sees every built screen. */
import { menuItems } from '../../console/src/layout/menu'
import { allowed, type Me } from '../../console/src/access'

const me = (permissions: string[], isSuper = false) => ({ id: 2, name: '前台', is_super: isSuper, permissions: Object.fromEntries(permissions.map((p, i) => [p, i])) }) as unknown as Me
const NONE: ReadonlySet<never> = new Set()
const keys = (items: ReturnType<typeof menuItems>): string[] => items.flatMap((i) => (i && 'children' in i && i.children ? keys(i.children) : [String(i?.key)]))

it('a role with the administrator list sees 工作台 and 管理员 only', () => {
  expect(keys(menuItems(me(['administrator']), NONE))).toEqual(['dashboard', 'administrators'])
})

it('the super-admin sees every screen that is built, grouped (学员, 订单, 运营 before 系统)', () => {
  expect(keys(menuItems(me([], true), NONE))).toEqual(['dashboard', 'courses', 'categories', 'mediaLibrary', 'comments', 'members', 'orders', 'refunds', 'promoCodes', 'stats', 'homeDecoration', 'friendLinks', 'vipPlans', 'administrators', 'roles', 'logs', 'settings'])
})

it('首页装修, VIP 会员 and 评论 each for the role with its list permission only', () => {
  expect(keys(menuItems(me(['viewBlock']), NONE))).toEqual(['dashboard', 'homeDecoration'])
  expect(keys(menuItems(me(['role']), NONE))).toEqual(['dashboard', 'vipPlans'])
  expect(keys(menuItems(me(['course_comment']), NONE))).toEqual(['dashboard', 'comments'])
  expect(keys(menuItems(me(['video_comment']), NONE))).toEqual(['dashboard'])
})

it('视频库 is under 课程 for a role with the 素材库 video list', () => {
  expect(keys(menuItems(me(['media.video.list']), NONE))).toEqual(['dashboard', 'mediaLibrary'])
})

it('allowed: staff routes for anyone logged in, super for the super-admin only, a slug for its holders', () => {
  expect(allowed(null, 'staff')).toBe(false)
  expect(allowed(me([]), 'staff')).toBe(true)
  expect(allowed(me(['setting']), 'super')).toBe(false)
  expect(allowed(me([], true), 'super')).toBe(true)
  expect(allowed(me(['setting']), 'setting')).toBe(true)
  expect(allowed(me(['setting']), 'setting.save')).toBe(false)
})
