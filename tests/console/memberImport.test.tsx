/**
 * 导入学员: an uploaded sheet is sent to the server to read, its rows go to member/import as read; a refusal
 * lists each refused row by its line in the sheet (blank lines skipped) and why; a success says how many.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import MemberImport from '../../console/src/screens/members/MemberImport'
import { refusedLines } from '../../console/src/screens/members/importReport'
import { answer, refuse } from './network'
import { renderAt } from './render'

const SHEET = 'POST /backend/api/v1/member/import/sheet'
const IMPORT = 'POST /backend/api/v1/member/import'
const read = { rows: [['13900139001', '', '', '', '', ''], ['1390013900', '', '', '', '', ''], ['13700137000', '', '', '', '', '']], lines: [2, 3, 5] }

function choose(container: HTMLElement) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement
  const file = new File(['xlsx bytes'], '学员.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })
  fireEvent.change(input, { target: { files: [file] } })
}

it('names the refused rows by their sheet lines, with the server\'s reasons', () => {
  const problems = [
    { index: 2, mobile: '1390013900', reason: '手机号格式不正确' },
    { index: 3, mobile: '13700137000', reason: '手机号已注册' }
  ]
  expect(refusedLines(read, problems)).toEqual([
    { line: 3, mobile: '1390013900', reason: '手机号格式不正确' },
    { line: 5, mobile: '13700137000', reason: '手机号已注册' }
  ])
})

it('a refused file: every refused row listed, and nothing said to be imported', async () => {
  const rows = [
    { index: 2, mobile: '1390013900', reason: '手机号格式不正确' },
    { index: 3, mobile: '13700137000', reason: '手机号已注册' }
  ]
  const calls = answer({ [SHEET]: read, [IMPORT]: () => refuse(1, '2条数据未通过检查，没有导入任何学员', { rows }) })
  const { container } = renderAt(<MemberImport />)
  choose(container)
  fireEvent.click(await screen.findByRole('button', { name: '导入 3 位学员' }))
  const report = await screen.findByRole('table', { name: '未通过检查的行' })
  await waitFor(() => expect(within(report).getAllByRole('row')).toHaveLength(3))
  expect(within(report).getByText('第3行').closest('tr')?.textContent).toContain('手机号格式不正确')
  expect(within(report).getByText('第5行').closest('tr')?.textContent).toContain('手机号已注册')
  expect(screen.getByText('2行未通过检查，没有导入任何学员。请修改表格后重新上传。')).toBeTruthy()
  expect(calls.filter((c) => `${c.method} ${c.url}` === IMPORT).map((c) => c.body)).toEqual([{ users: read.rows }])
  expect(calls.some((c) => `${c.method} ${c.url}` === SHEET)).toBe(true)
})

it('a good file: the rows imported as read, and the count said', async () => {
  const calls = answer({ [SHEET]: read, [IMPORT]: [] })
  const { container } = renderAt(<MemberImport />)
  choose(container)
  fireEvent.click(await screen.findByRole('button', { name: '导入 3 位学员' }))
  await screen.findByText('已导入3位学员', { selector: '.ant-result-title' })
  expect(calls.filter((c) => `${c.method} ${c.url}` === IMPORT).map((c) => c.body)).toEqual([{ users: read.rows }])
})
