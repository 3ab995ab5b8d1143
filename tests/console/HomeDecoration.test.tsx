/**
 * 首页装修: each block's form refuses what the server refuses (in its words) and sends nothing; a valid block
 * goes to MeEdu's routes in the shape the app renders; the list and the phone preview show the page's blocks
 * in order, and a role without the write permissions gets no buttons.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { BlockDialog } from '../../console/src/screens/decoration/BlockDialog'
import { HomeDecorationView } from '../../console/src/screens/decoration/HomeDecoration'
import type { Me } from '../../console/src/access'
import { answer, type Call } from './network'
import { renderAt } from './render'

const me = (permissions: string[]) => ({ id: 2, name: '运营', is_super: false, permissions: Object.fromEntries(permissions.map((p, i) => [p, i])) }) as unknown as Me
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET')

const COURSES = { courses: { data: [{ id: 2, title: '钢琴启蒙' }, { id: 3, title: '乐理入门' }], total: 2 }, categories: [] }

it('a slider needs its image and a link of the app or http(s): nothing is sent until both are right', async () => {
  const calls = answer({})
  const closed = jest.fn()
  renderAt(<BlockDialog block={{ sign: 'slider' }} onClose={closed} />)
  type('幻灯片 1 链接', 'javascript:alert(1)')
  save()
  await screen.findByText('请上传幻灯片图片')
  expect(screen.getByText('链接地址须为站内页面（以 / 开头）或 http(s) 地址')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: '删除幻灯片 1' }))
  save()
  await screen.findByText('请添加幻灯片')
  expect(writes(calls)).toEqual([])
  expect(closed).not.toHaveBeenCalled()
})

it('a grid navigation names each entry within 8 characters; a blank is 1-200 pixels high in a #RRGGBB colour', async () => {
  const calls = answer({})
  const { unmount } = renderAt(<BlockDialog block={{ sign: 'grid-nav', id: 4, config: JSON.stringify({ line_count: 5, items: [{ src: 'https://cdn.test/a.png', name: '全部课程', href: '/courses' }] }) }} onClose={jest.fn()} />)
  type('导航 1 名称', '九个字的导航名称啊')
  save()
  await screen.findByText('导航名称不能超过8个字符')
  expect(writes(calls)).toEqual([])
  unmount()

  renderAt(<BlockDialog block={{ sign: 'blank' }} onClose={jest.fn()} />)
  type('高度（像素）', '500')
  type('背景颜色', 'red')
  save()
  await screen.findByText('高度须在1-200之间')
  expect(screen.getByText('背景颜色须为 #RRGGBB')).toBeTruthy()
  expect(writes(calls)).toEqual([])
})

it('a new blank goes to the end of the H5 home; an edited course list keeps its title and course ids', async () => {
  const calls = answer({ 'POST /backend/api/v1/viewBlock/create': [], 'PUT /backend/api/v1/viewBlock/9': [], 'GET /backend/api/v1/course': COURSES })
  const closed = jest.fn()
  const { unmount } = renderAt(<BlockDialog block={{ sign: 'blank' }} onClose={closed} />)
  type('高度（像素）', '12')
  type('背景颜色', ' #f7f7f7 ')
  save()
  await waitFor(() => expect(closed).toHaveBeenCalledWith(true))
  expect(writes(calls)[0].body).toEqual({ platform: 'h5', page: 'h5-page-index', sign: 'blank', config: { height: 12, bgcolor: '#f7f7f7' } })
  unmount()

  const edited = jest.fn()
  renderAt(<BlockDialog block={{ sign: 'h5-vod-v1', id: 9, config: JSON.stringify({ title: '热门课程', items: [3, { id: 2 }] }) }} onClose={edited} />)
  await screen.findByTitle('乐理入门')
  type('标题', '  新课推荐 ')
  save()
  await waitFor(() => expect(edited).toHaveBeenCalledWith(true))
  expect(writes(calls)[1]).toMatchObject({ method: 'PUT', body: { config: { title: '新课推荐', items: [3, 2] } } })
})

it('a title over 20 characters is refused before sending', async () => {
  const calls = answer({ 'GET /backend/api/v1/course': COURSES })
  renderAt(<BlockDialog block={{ sign: 'h5-vod-v1' }} onClose={jest.fn()} />)
  type('标题', '一二三四五六七八九十一二三四五六七八九十一')
  save()
  await screen.findByText('标题不能超过20个字符')
  expect(writes(calls)).toEqual([])
})

const BLOCKS = [
  { id: 1, platform: 'h5', page: 'h5-page-index', sign: 'slider', sort: 0, config: '[]', config_render: [{ src: 'https://cdn.test/b1.png', href: '' }] },
  { id: 2, platform: 'h5', page: 'h5-page-index', sign: 'h5-vod-v1', sort: 1, config: '{}', config_render: { title: '热门课程', items: [{ id: 2, title: '钢琴启蒙', thumb: '' }] } },
  { id: 3, platform: 'h5', page: 'h5-page-index', sign: 'blank', sort: 2, config: '{}', config_render: { height: 8, bgcolor: '#f7f7f7' } }
]
const PAGE_ROUTES = { 'GET /backend/api/v1/viewBlock/index': BLOCKS, 'GET /backend/api/v1/viewBlock/create': { page: 'h5-page-index', blocks: ['slider', 'blank', 'h5-vod-v1'] } }

it('lists the home blocks in order beside the phone preview, with the buttons the role may use', async () => {
  answer(PAGE_ROUTES)
  const { unmount } = renderAt(<HomeDecorationView me={me(['viewBlock', 'viewBlock.store', 'viewBlock.update', 'viewBlock.destroy'])} />)
  const rows = await screen.findAllByTestId('home-block')
  expect(rows.map((r) => r.textContent?.replace(/编辑|删除/g, ''))).toEqual(['幻灯片 1 张', '课程列表 热门课程', '辅助空白 '])
  const preview = screen.getByRole('region', { name: '手机预览' })
  expect(within(preview).getAllByRole('region').map((s) => s.getAttribute('aria-label'))).toEqual(['预览：幻灯片', '预览：课程列表', '预览：辅助空白'])
  expect(within(preview).getByText('钢琴启蒙')).toBeTruthy()
  expect(screen.getAllByRole('button', { name: '拖动排序：课程列表 热门课程' })).toHaveLength(1)
  expect(screen.getByRole('button', { name: /添加模块/ })).toBeTruthy()
  unmount()

  answer(PAGE_ROUTES)
  renderAt(<HomeDecorationView me={me(['viewBlock'])} />)
  await screen.findAllByTestId('home-block')
  expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull()
  expect(screen.queryByRole('button', { name: /添加模块/ })).toBeNull()
  expect(screen.queryByRole('button', { name: /拖动排序/ })).toBeNull()
})
