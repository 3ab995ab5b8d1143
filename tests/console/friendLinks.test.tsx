/** 友情链接's dialog: its rules (nothing sent until they hold), a new link and an edit each to its route. */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { FriendLinkDialog } from '../../console/src/screens/decoration/FriendLinkDialog'
import { answer, refuse } from './network'
import { renderAt } from './render'

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
const link = { id: 3, sort: 1, name: '市音乐家协会', url: 'https://music.example.cn', created_at: '2026-11-29 10:00:00', updated_at: '2026-11-29 10:00:00' }

it('needs a name; an address must be a page of the site or http(s); nothing is sent until both hold', async () => {
  const calls = answer({})
  const closed = jest.fn()
  renderAt(<FriendLinkDialog link={null} onClose={closed} />)
  type('链接地址', 'javascript:alert(1)')
  save()
  await screen.findByText('请填写链接名')
  expect(screen.getByText('链接地址须为站内页面（以 / 开头）或 http(s) 地址')).toBeTruthy()
  type('链接名', '长'.repeat(31))
  save()
  await screen.findByText('链接名不能超过30个字符')
  expect(calls).toEqual([])
  expect(closed).not.toHaveBeenCalled()
})

it('sends a new link trimmed; an edit goes to its own route; a refusal keeps the dialog open', async () => {
  const calls = answer({ 'POST /backend/api/v1/link': [], 'PUT /backend/api/v1/link/3': () => refuse(1, '友情链接不存在') })
  const closed = jest.fn()
  const { unmount } = renderAt(<FriendLinkDialog link={null} onClose={closed} />)
  type('链接名', ' 市音乐家协会 ')
  type('链接地址', ' https://music.example.cn ')
  save()
  await waitFor(() => expect(closed).toHaveBeenCalledWith(true))
  expect(calls[0]).toMatchObject({ method: 'POST', body: { name: '市音乐家协会', url: 'https://music.example.cn', sort: 0 } })
  unmount()

  const edited = jest.fn()
  renderAt(<FriendLinkDialog link={link} onClose={edited} />)
  type('排序', '5')
  save()
  await screen.findByText('友情链接不存在')
  expect(calls[1]).toMatchObject({ method: 'PUT', body: { name: '市音乐家协会', url: 'https://music.example.cn', sort: 5 } })
  expect(edited).not.toHaveBeenCalled()
})
