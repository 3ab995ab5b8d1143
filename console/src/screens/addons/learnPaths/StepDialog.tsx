/** A path's step: its name, a short note, and the courses and e-books it holds, in order (at least one, each once). */
import { Button, Form, Input, Modal, Select, Space } from 'antd'
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { adminLearnPaths } from '../../../../../types/endpoints/admin/addons/learnPaths'
import type { AdminStep, PathGoodsType, StepBody } from '../../../../../types/contract/admin/addons/learnPaths'
import { CONTENT_LIMITS } from '../../../../../types/admin/contentLimits'
import { call } from '../../../api/request'
import { maxLength, required } from '../../../forms/rules'
import { useSaving } from '../../../forms/useSaving'
import { GoodsSelect } from './GoodsSelect'

const TYPES: { value: PathGoodsType; label: string }[] = [
  { value: 'course', label: '录播课' },
  { value: 'book', label: '电子书' }
]

type Item = { type: PathGoodsType; other_id?: number }
type Values = { name: string; desc?: string; items: Item[] }

/** The step's goods: at least one, none twice. */
const itemsRule = {
  validator: async (_: unknown, items: Item[] | undefined) => {
    const chosen = (items ?? []).filter((i) => i.other_id)
    if (!chosen.length) throw new Error('请至少选择一项课程或电子书')
    if (new Set(chosen.map((i) => `${i.type}:${i.other_id}`)).size !== chosen.length) throw new Error('同一步骤中的内容不能重复')
  }
}

const stepBody = (v: Values): StepBody => ({
  name: v.name.trim(),
  desc: (v.desc ?? '').trim(),
  items: v.items.filter((i): i is Required<Item> => !!i.other_id).map((i) => ({ type: i.type, other_id: i.other_id }))
})

export function StepDialog({ pathId, step, onClose }: { pathId: number; step: AdminStep | null; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<Values>()
  const { saving, save: persist } = useSaving()
  const savedNames = new Map((step?.items ?? []).map((i) => [`${i.type}:${i.other_id}`, i.name]))
  const save = async () => {
    const body = stepBody(await form.validateFields())
    if (await persist(() => (step ? call(adminLearnPaths.updateStep, { params: { id: step.id }, body }) : call(adminLearnPaths.createStep, { params: { id: pathId }, body })))) onClose(true)
  }
  const initial: Values = step ? { name: step.name, desc: step.desc, items: step.items.map((i) => ({ type: i.type as PathGoodsType, other_id: i.other_id })) } : { name: '', desc: '', items: [{ type: 'course' }] }
  return (
    <Modal open width={680} title={step ? '编辑步骤' : '添加步骤'} okText="保存" cancelText="取消" confirmLoading={saving} onOk={() => void save().catch(() => undefined)} onCancel={() => onClose(false)} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="name" label="步骤名称" rules={[required('步骤名称'), maxLength('步骤名称', CONTENT_LIMITS.maxName)]}>
          <Input />
        </Form.Item>
        <Form.Item name="desc" label="步骤说明" rules={[maxLength('步骤说明', CONTENT_LIMITS.maxShort)]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.List name="items" rules={[itemsRule]}>
          {(fields, { add, remove }, { errors }) => (
            <Form.Item label="步骤内容（按学习顺序）">
              {fields.map((f, n) => (
                <Space key={f.key} align="baseline" style={{ display: 'flex', marginBottom: 8 }}>
                  <Form.Item name={[f.name, 'type']} noStyle>
                    <Select aria-label={`第${n + 1}项类型`} style={{ width: 110 }} options={TYPES} onChange={() => form.setFieldValue(['items', f.name, 'other_id'], undefined)} />
                  </Form.Item>
                  <Form.Item noStyle shouldUpdate>
                    {() => {
                      const item = form.getFieldValue(['items', f.name]) as Item | undefined
                      const type = item?.type ?? 'course'
                      return (
                        <Form.Item name={[f.name, 'other_id']} noStyle>
                          <GoodsSelect type={type} aria-label={`第${n + 1}项内容`} savedName={savedNames.get(`${type}:${item?.other_id}`)} />
                        </Form.Item>
                      )
                    }}
                  </Form.Item>
                  {fields.length > 1 && <Button type="text" aria-label={`移除第${n + 1}项`} icon={<DeleteOutlined />} onClick={() => remove(f.name)} />}
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ type: 'course' })}>
                添加一项
              </Button>
              <Form.ErrorList errors={errors} />
            </Form.Item>
          )}
        </Form.List>
      </Form>
    </Modal>
  )
}
