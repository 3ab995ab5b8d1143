/**
 * 证书 in the console: the template form's rules (nothing sent until they hold), the giving form's mobile,
 * the certificates list (filters kept in the address, 撤销 asked first and sent once for a valid one only),
 * and the menu group only while the add-on runs.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { CertDialog } from '../../console/src/screens/addons/cert/CertDialog'
import { IssueDialog } from '../../console/src/screens/addons/cert/IssueDialog'
import { IssuedCertListView } from '../../console/src/screens/addons/cert/IssuedCertList'
import { menuItems } from '../../console/src/layout/menu'
import type { Me } from '../../console/src/access'
import type { AdminCert, AdminIssuedCert } from '../../types/contract/admin/addons/cert'
import { answer, refuse, type Call } from './network'
import { renderAt } from './render'

const X = '/backend/addons/Cert'
const me = (permissions: string[], isSuper = false) => ({ id: 2, name: '教务', is_super: isSuper, permissions: Object.fromEntries(permissions.map((p, i) => [p, i])) }) as unknown as Me
const CERT: AdminCert = { id: 1, name: '钢琴启蒙结业证书', description: '完成全部课程', color: '#b04530', template_image: 'https://cdn.qinyi.studio/certs/1.png', issued_count: 1 }
const given = (id: number, more: Partial<AdminIssuedCert> = {}): AdminIssuedCert => ({
  id,
  serial: `QY2026112900${id}`,
  cert_id: 1,
  cert_name: '钢琴启蒙结业证书',
  user_id: 9,
  user: { id: 9, nick_name: '林小雨', mobile: '138****8000' },
  created_at: '2026-11-29 10:00:00',
  revoked_at: null,
  ...more
})
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET')

it('a new template needs a name, a line, a colour in #RRGGBB and a thumbnail; nothing is sent', async () => {
  const calls = answer({})
  renderAt(<CertDialog cert={null} onClose={jest.fn()} />)
  type('主色', 'red')
  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
  await screen.findByText('请填写证书名称')
  expect(screen.getByText('请填写证书说明')).toBeTruthy()
  expect(screen.getByText('主色须是 # 加六位十六进制，如 #b04530')).toBeTruthy()
  expect(screen.getByText('请上传缩略图')).toBeTruthy()
  expect(writes(calls)).toEqual([])
})

it('an edited template goes to its own route trimmed; a refusal keeps the dialog open', async () => {
  const calls = answer({ [`PUT ${X}/certs/1`]: () => refuse(1, '证书不存在') })
  const closed = jest.fn()
  renderAt(<CertDialog cert={CERT} onClose={closed} />)
  type('证书说明', ' 完成《钢琴零基础入门》全部课程 ')
  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
  await screen.findByText('证书不存在')
  expect(writes(calls)).toMatchObject([{ method: 'PUT', body: { name: '钢琴启蒙结业证书', description: '完成《钢琴零基础入门》全部课程', color: '#b04530', template_image: CERT.template_image } }])
  expect(closed).not.toHaveBeenCalled()
})

it('giving a certificate needs a template and an 11-digit mobile', async () => {
  const calls = answer({ [`POST ${X}/issued`]: [] })
  const closed = jest.fn()
  renderAt(<IssueDialog certs={[CERT]} onClose={closed} />)
  type('学员手机号', '138')
  fireEvent.click(screen.getByRole('button', { name: /颁\s*发/ }))
  await screen.findByText('请选择证书')
  expect(screen.getByText('请输入11位手机号')).toBeTruthy()
  expect(writes(calls)).toEqual([])
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '证书' }))
  fireEvent.click(await screen.findByTitle('钢琴启蒙结业证书'))
  type('学员手机号', '13700137000')
  fireEvent.click(screen.getByRole('button', { name: /颁\s*发/ }))
  await waitFor(() => expect(closed).toHaveBeenCalledWith(true))
  expect(writes(calls)).toMatchObject([{ method: 'POST', body: { cert_id: 1, mobile: '13700137000' } }])
})

it('lists certificates given; 撤销 asks first and revokes a valid one; a revoked one offers none; filters go to the server', async () => {
  const calls = answer({
    [`GET ${X}/certs`]: [CERT],
    [`GET ${X}/issued`]: { data: [given(5), given(4, { revoked_at: '2026-11-30 09:00:00', user: { id: 8, nick_name: '王小明', mobile: '139****9000' } })], total: 2 },
    [`POST ${X}/issued/5/revoke`]: []
  })
  renderAt(<IssuedCertListView me={me([], true)} />, '/addons/cert/issued')
  const valid = (await screen.findByText('QY20261129005')).closest('tr') as HTMLElement
  expect(within(valid).getByText('林小雨（138****8000）')).toBeTruthy()
  const revoked = screen.getByText('QY20261129004').closest('tr') as HTMLElement
  expect(within(revoked).getByText('已撤销 2026-11-30')).toBeTruthy()
  expect(within(revoked).queryByRole('button', { name: /撤\s*销/ })).toBeNull()

  fireEvent.click(within(valid).getByRole('button', { name: /撤\s*销/ }))
  expect(writes(calls)).toEqual([])
  const ask = (await screen.findByText('确定撤销「林小雨」的「钢琴启蒙结业证书」？学员将不再看到这张证书')).closest('.ant-popover') as HTMLElement
  fireEvent.click(within(ask).getByRole('button', { name: /撤\s*销/ }))
  await waitFor(() => expect(writes(calls)).toMatchObject([{ method: 'POST', url: expect.stringContaining('/issued/5/revoke') }]))

  fireEvent.change(screen.getByLabelText('搜索学员'), { target: { value: '林小雨' } })
  fireEvent.keyDown(screen.getByLabelText('搜索学员'), { key: 'Enter', code: 'Enter', keyCode: 13 })
  await waitFor(() => expect(calls.filter((c) => c.url.includes('/issued?')).slice(-1)[0].url).toContain(`member=${encodeURIComponent('林小雨')}`))
})

it('a role that may only list sees no 撤销 and no 颁发证书', async () => {
  answer({ [`GET ${X}/certs`]: [CERT], [`GET ${X}/issued`]: { data: [given(5)], total: 1 } })
  renderAt(<IssuedCertListView me={me(['addons.Cert.issued', 'addons.Cert.certs'])} />, '/addons/cert/issued')
  const row = (await screen.findByText('QY20261129005')).closest('tr') as HTMLElement
  expect(within(row).queryByRole('button', { name: /撤\s*销/ })).toBeNull()
  expect(screen.queryByRole('button', { name: /颁发证书/ })).toBeNull()
})

it('证书 is in the menu only while its add-on runs', () => {
  const keys = (items: ReturnType<typeof menuItems>): string[] => items.flatMap((i) => (i && 'children' in i && i.children ? keys(i.children) : [String(i?.key)]))
  expect(keys(menuItems(me([], true), new Set(['Cert'] as const)))).toEqual(expect.arrayContaining(['certTemplates', 'certIssued']))
  expect(keys(menuItems(me([], true), new Set()))).not.toContain('certIssued')
})
