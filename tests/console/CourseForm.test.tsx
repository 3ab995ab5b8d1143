/** 课程's form: the server's rules before sending, a price only when not free, 立即上架 sent as the moment of saving. */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { Form } from 'antd'
import { CourseForm, type CourseFormValues } from '../../console/src/screens/courses/CourseForm'
import { courseBody } from '../../console/src/screens/courses/courseBody'
import { answer } from './network'
import { renderAt } from './render'

function Harness({ initialValues, onValid }: { initialValues: object; onValid: (v: unknown) => void }) {
  const [form] = Form.useForm()
  return (
    <>
      <CourseForm formProps={{ form, onFinish: onValid, initialValues }} />
      <button onClick={() => form.submit()}>提交</button>
    </>
  )
}

const NEW = { is_free: 0, is_vip_free: 1, is_show: 1, is_rec: 0, downloadable: 0, publish: 'now' }
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

beforeEach(() => {
  answer({ 'GET /backend/api/v1/course/create': { categories: [{ id: 1, name: '启蒙', sort: 0, children: [{ id: 6, name: '儿童启蒙', sort: 0, parent_id: 1 }] }] } })
})

it('requires category, title, cover, a price when not free, a short and a rich introduction', async () => {
  const valid = jest.fn()
  renderAt(<Harness initialValues={NEW} onValid={valid} />)
  fireEvent.click(screen.getByText('提交'))
  await screen.findByText('请选择所属分类')
  for (const m of ['请填写课程名称', '请上传课程封面', '请填写价格', '请填写简短介绍', '请填写详情介绍']) await screen.findByText(m)
  type('课程名称', '钢'.repeat(121))
  await screen.findByText('课程名称不能超过120个字符')
  expect(valid).not.toHaveBeenCalled()
})

it('a free course asks no price; 指定时间 asks the time', async () => {
  renderAt(<Harness initialValues={NEW} onValid={jest.fn()} />)
  expect(screen.getByLabelText('价格（元）')).toBeTruthy()
  fireEvent.click(screen.getByRole('switch', { name: '免费' }))
  await waitFor(() => expect(screen.queryByLabelText('价格（元）')).toBeNull())
  expect(screen.queryByLabelText('上架时间')).toBeNull()
  fireEvent.click(screen.getByLabelText('指定时间'))
  await screen.findByLabelText('上架时间')
})

it('sends a free course at no charge and 立即上架 as the moment of saving; a chosen time as chosen', () => {
  const fields = { title: '启蒙', is_free: 1, charge: 99 }
  const now = courseBody({ ...fields, publish: 'now', published_at: '2030-01-01 08:00' } as CourseFormValues)
  expect(now.charge).toBe(0)
  expect(now.published_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
  expect(now.published_at).not.toBe('2030-01-01 08:00')
  expect(now).not.toHaveProperty('publish')
  const later = courseBody({ ...fields, is_free: 0, publish: 'at', published_at: '2030-01-01 08:00' } as CourseFormValues)
  expect(later).toMatchObject({ charge: 99, published_at: '2030-01-01 08:00' })
})
