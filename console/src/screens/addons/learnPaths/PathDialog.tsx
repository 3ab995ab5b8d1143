/** A learning path: name, category, cover, price and original price, on sale, its rich-text intro. */
import { Form, Input, InputNumber, Modal } from 'antd'
import { adminLearnPaths } from '../../../../../types/endpoints/admin/addons/learnPaths'
import type { AdminPath, PathBody } from '../../../../../types/contract/admin/addons/learnPaths'
import { CONTENT_LIMITS } from '../../../../../types/admin/contentLimits'
import { call } from '../../../api/request'
import { maxLength, required, wholeNumber } from '../../../forms/rules'
import { useSaving } from '../../../forms/useSaving'
import { LazyRichTextEditor } from '../../../forms/LazyRichTextEditor'
import { NEW_PAID_GOODS, PaidGoodsFields, paidGoodsBody, type PaidGoodsValues } from '../content/PaidGoodsFields'

type Values = PaidGoodsValues & { name: string; original_charge: number; desc?: string }

/** The body saved: a path has no VIP-free switch. */
const pathBody = (v: Values): PathBody => {
  const { is_vip_free: _vipFree, ...goods } = paidGoodsBody(v)
  return { ...goods, name: v.name.trim(), original_charge: v.original_charge, desc: v.desc ?? '' }
}

export function PathDialog({ path, onClose }: { path: AdminPath | null; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<Values>()
  const { saving, save: persist } = useSaving()
  const save = async () => {
    const body = pathBody(await form.validateFields())
    if (await persist(() => (path ? call(adminLearnPaths.updatePath, { params: { id: path.id }, body }) : call(adminLearnPaths.createPath, { body })))) onClose(true)
  }
  return (
    <Modal open width={820} title={path ? '编辑学习路径' : '添加学习路径'} okText="保存" cancelText="取消" confirmLoading={saving} onOk={() => void save().catch(() => undefined)} onCancel={() => onClose(false)} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={path ?? { ...NEW_PAID_GOODS, original_charge: 0 }}>
        <Form.Item name="name" label="路径名称" rules={[required('路径名称'), maxLength('路径名称', CONTENT_LIMITS.maxName)]}>
          <Input />
        </Form.Item>
        <PaidGoodsFields categories={adminLearnPaths.categories} aspect={16 / 9} coverHint="长宽比 16:9，建议 640×360 像素" vipFree={false} />
        <Form.Item name="original_charge" label="原价（元）" rules={[{ required: true, message: '请填写原价' }, wholeNumber('原价', 0, CONTENT_LIMITS.maxCharge)]} extra="划线价；通常是各步骤内容单买的总价">
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="desc" label="介绍">
          <LazyRichTextEditor label="介绍" />
        </Form.Item>
      </Form>
    </Modal>
  )
}
