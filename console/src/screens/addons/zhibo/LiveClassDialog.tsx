/** A class of a live course: which course (its teacher teaches it), its name, start and planned length. */
import { DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd'
import dayjs from 'dayjs'
import { adminZhibo } from '../../../../../types/endpoints/admin/addons/zhibo'
import type { AdminLiveClass, LiveClassBody, LiveOptions } from '../../../../../types/contract/admin/addons/zhibo'
import { LIVE_LIMITS } from '../../../../../types/admin/liveLimits'
import { call } from '../../../api/request'
import { maxLength, required, wholeNumber } from '../../../forms/rules'
import { MOMENT_FORMAT, momentProps } from '../../../forms/fields'
import { useSaving } from '../../../forms/useSaving'

/** A start in the future (the server refuses the past too). */
const futureStart = {
  validator: async (_rule: unknown, value: unknown) => {
    if (typeof value === 'string' && value && !dayjs(value).isAfter(dayjs())) throw new Error('开始时间须晚于现在')
  }
}

/**
 * `liveClass`: the class being edited, or the new one's defaults (a course picked in the filter, the day
 * clicked). Closes with the class's start once saved, so the calendar can show it.
 */
export function LiveClassDialog({ liveClass, options, onClose }: { liveClass: Partial<AdminLiveClass> & { id?: number }; options: LiveOptions | undefined; onClose: (savedStart: string | null) => void }) {
  const [form] = Form.useForm<LiveClassBody>()
  const { saving, save: persist } = useSaving()
  const id = liveClass.id
  const save = async () => {
    const v = await form.validateFields()
    const body: LiveClassBody = { course_id: v.course_id, title: v.title.trim(), published_at: v.published_at, planned_minutes: v.planned_minutes }
    if (await persist(() => (id ? call(adminZhibo.updateClass, { params: { id }, body }) : call(adminZhibo.createClass, { body })))) onClose(body.published_at)
  }
  const initial = { planned_minutes: 60, ...liveClass, published_at: liveClass.published_at?.slice(0, 16) }
  return (
    <Modal open title={id ? '编辑课次' : '排课'} okText="保存" cancelText="取消" confirmLoading={saving} onOk={() => void save().catch(() => undefined)} onCancel={() => onClose(null)} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="course_id" label="直播课程" rules={[{ required: true, message: '请选择直播课程' }]} extra="讲师为课程的讲师；同一讲师的课次时间不能重叠">
          <Select
            showSearch
            optionFilterProp="label"
            placeholder="选择课程"
            options={options?.courses.map((c) => ({ value: c.id, label: `${c.title}（${c.teacher_name}）` }))}
          />
        </Form.Item>
        <Form.Item name="title" label="课次名称" rules={[required('课次名称'), maxLength('课次名称', LIVE_LIMITS.maxTitle)]}>
          <Input placeholder="如：第3讲 属七和弦及其解决" />
        </Form.Item>
        <Form.Item name="published_at" label="开始时间" {...momentProps} rules={[{ required: true, message: '请选择开始时间' }, futureStart]}>
          <DatePicker showTime={{ format: 'HH:mm' }} format={MOMENT_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="planned_minutes"
          label="时长（分钟）"
          rules={[{ required: true, message: '请填写时长' }, wholeNumber('时长', LIVE_LIMITS.minMinutes, LIVE_LIMITS.maxMinutes)]}
        >
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
