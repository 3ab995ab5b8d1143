/** A category's name, place and parent (a top-level category, or none), in a dialog. */
import type { Static } from 'typebox'
import { Form, Input, InputNumber, Modal, Select } from 'antd'
import { adminCourses } from '../../../../types/endpoints/admin/courses'
import type { CategoryBody, CourseCategory } from '../../../../types/contract/admin/courses'
import { call } from '../../api/request'
import { useCall } from '../../api/useCall'
import { maxLength, required, wholeNumber } from '../../forms/rules'
import { useSaving } from '../../forms/useSaving'

type Category = Static<typeof CourseCategory>

export function CategoryDialog({ category, onClose }: { category: Category | null; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<Static<typeof CategoryBody>>()
  const { saving, save: persist } = useSaving()
  const parents = useCall(adminCourses.categoryForm, {})
  const options = [{ value: 0, label: '无（顶级分类）' }, ...(parents.data?.categories ?? []).filter((p) => p.id !== category?.id).map((p) => ({ value: p.id, label: p.name }))]
  const save = async () => {
    const values = await form.validateFields()
    const body = { name: values.name.trim(), sort: values.sort, parent_id: values.parent_id ?? 0 }
    if (await persist(() => (category ? call(adminCourses.updateCategory, { params: { id: category.id }, body }) : call(adminCourses.createCategory, { body })))) onClose(true)
  }
  return (
    <Modal open title={category ? '编辑分类' : '新建分类'} okText="保存" cancelText="取消" confirmLoading={saving} onOk={() => void save().catch(() => undefined)} onCancel={() => onClose(false)} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={category ?? { sort: 0, parent_id: 0 }}>
        <Form.Item name="name" label="分类名" rules={[required('分类名'), maxLength('分类名', 20)]}>
          <Input placeholder="如：钢琴启蒙" />
        </Form.Item>
        <Form.Item name="parent_id" label="父级分类">
          <Select options={options} />
        </Form.Item>
        <Form.Item name="sort" label="排序" rules={[{ required: true, message: '请填写排序' }, wholeNumber('排序', 0, 100000)]} extra="数字越小越靠前">
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
