/** A live course: name, cover, teacher, category, price, VIP free, on show, its summary and rich-text details. */
import { Form, Input, InputNumber, Modal, Select, Switch } from 'antd'
import { adminZhibo } from '../../../../../types/endpoints/admin/addons/zhibo'
import type { AdminLiveCourse, LiveCourseBody, LiveOptions } from '../../../../../types/contract/admin/addons/zhibo'
import { LIVE_LIMITS } from '../../../../../types/admin/liveLimits'
import { call } from '../../../api/request'
import { maxLength, required, wholeNumber } from '../../../forms/rules'
import { switchProps } from '../../../forms/fields'
import { useSaving } from '../../../forms/useSaving'
import { LazyRichTextEditor } from '../../../forms/LazyRichTextEditor'
import { ImagePicker } from '../../../media/ImagePicker'
import { vipFreeNeedsPrice } from './liveRules'

const NEW_COURSE: Partial<LiveCourseBody> = { charge: 0, vip_can_view: 0, is_show: 1 }

const courseBody = (v: LiveCourseBody): LiveCourseBody => ({
  title: v.title.trim(),
  thumb: v.thumb,
  category_id: v.category_id,
  teacher_id: v.teacher_id,
  charge: v.charge,
  vip_can_view: v.vip_can_view ?? 0,
  short_description: (v.short_description ?? '').trim(),
  render_desc: v.render_desc ?? '',
  is_show: v.is_show ?? 0
})

export function LiveCourseDialog({ course, options, onClose }: { course: AdminLiveCourse | null; options: LiveOptions | undefined; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<LiveCourseBody>()
  const { saving, save: persist } = useSaving()
  const save = async () => {
    const body = courseBody(await form.validateFields())
    if (await persist(() => (course ? call(adminZhibo.updateCourse, { params: { id: course.id }, body }) : call(adminZhibo.createCourse, { body })))) onClose(true)
  }
  return (
    <Modal open width={760} title={course ? '编辑直播课程' : '添加直播课程'} okText="保存" cancelText="取消" confirmLoading={saving} onOk={() => void save().catch(() => undefined)} onCancel={() => onClose(false)} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={(course ?? NEW_COURSE) as LiveCourseBody}>
        <Form.Item name="title" label="课程名称" rules={[required('课程名称'), maxLength('课程名称', LIVE_LIMITS.maxTitle)]}>
          <Input placeholder="如：肖邦夜曲大师课" />
        </Form.Item>
        <Form.Item name="thumb" label="封面" rules={[{ required: true, message: '请上传封面' }]} extra="16:9，建议 640×360 像素">
          <ImagePicker scene="cover" aspect={16 / 9} previewWidth={192} previewHeight={108} label="封面" />
        </Form.Item>
        <Form.Item name="teacher_id" label="讲师" rules={[{ required: true, message: '请选择讲师' }]}>
          <Select placeholder="选择讲师" options={options?.teachers.map((t) => ({ value: t.id, label: t.name }))} />
        </Form.Item>
        <Form.Item name="category_id" label="分类" rules={[{ required: true, message: '请选择分类' }]}>
          <Select placeholder="选择分类" options={options?.categories.map((c) => ({ value: c.id, label: c.parent_id ? `└ ${c.name}` : c.name }))} />
        </Form.Item>
        <Form.Item name="charge" label="价格（元）" rules={[{ required: true, message: '请填写价格' }, wholeNumber('价格', 0, LIVE_LIMITS.maxCharge)]} extra="0 为免费课程">
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="vip_can_view" label="VIP免费" {...switchProps} dependencies={['charge']} rules={[vipFreeNeedsPrice]}>
          <Switch />
        </Form.Item>
        <Form.Item name="is_show" label="上架" {...switchProps}>
          <Switch />
        </Form.Item>
        <Form.Item name="short_description" label="简介" rules={[maxLength('简介', LIVE_LIMITS.maxShort)]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="render_desc" label="详情">
          <LazyRichTextEditor label="详情" minHeight={160} />
        </Form.Item>
      </Form>
    </Modal>
  )
}

