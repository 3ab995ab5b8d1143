/** A dialog for a named, ordered thing (a category, a chapter): its name and order, saved by `send`. */
import { Form, Input, InputNumber, Modal } from 'antd'
import { CONTENT_LIMITS } from '../../../../../types/admin/contentLimits'
import { maxLength, required, wholeNumber } from '../../../forms/rules'
import { useSaving } from '../../../forms/useSaving'

interface Props {
  title: string
  /** The name field's label (分类名称, 章节名称). */
  label: string
  maxName: number
  initial: { name: string; sort: number } | null
  send: (body: { name: string; sort: number }) => Promise<unknown>
  onClose: (saved: boolean) => void
}

export function NameSortDialog({ title, label, maxName, initial, send, onClose }: Props) {
  const [form] = Form.useForm<{ name: string; sort?: number }>()
  const { saving, save: persist } = useSaving()
  const save = async () => {
    const v = await form.validateFields()
    if (await persist(() => send({ name: v.name.trim(), sort: v.sort ?? 0 }))) onClose(true)
  }
  return (
    <Modal open title={title} okText="保存" cancelText="取消" confirmLoading={saving} onOk={() => void save().catch(() => undefined)} onCancel={() => onClose(false)} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={initial ?? { sort: 0 }}>
        <Form.Item name="name" label={label} rules={[required(label), maxLength(label, maxName)]}>
          <Input />
        </Form.Item>
        <Form.Item name="sort" label="排序" rules={[wholeNumber('排序', 0, CONTENT_LIMITS.maxSort)]} extra="数字越小越靠前">
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
