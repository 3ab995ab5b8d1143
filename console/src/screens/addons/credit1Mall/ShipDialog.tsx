/** 发货: a physical exchange goes out with a carrier (one of the server's list) and its tracking number, once. */
import { Form, Input, Modal, Select, message } from 'antd'
import { adminCredit1Mall } from '../../../../../types/endpoints/admin/addons/credit1Mall'
import type { ShipBody } from '../../../../../types/contract/admin/addons/credit1Mall'
import { CARRIERS, TRACKING_NUMBER_PATTERN } from '../../../../../types/admin/mallShipping'
import { call } from '../../../api/request'
import { useSaving } from '../../../forms/useSaving'

const TRACKING = new RegExp(TRACKING_NUMBER_PATTERN)

/** The number as the server stores it: spaces a courier's label puts between groups dropped, letters upper-case. */
export const trackingNumberOf = (typed: string) => typed.replace(/[\s-]/g, '').toUpperCase()

export function ShipDialog({ order, onClose }: { order: { id: number; goods_title: string }; onClose: (shipped: boolean) => void }) {
  const [form] = Form.useForm<ShipBody>()
  const { saving, save: persist } = useSaving()
  const save = async () => {
    const v = await form.validateFields()
    const body = { express_company: v.express_company, express_number: trackingNumberOf(v.express_number) }
    if (!(await persist(() => call(adminCredit1Mall.shipOrder, { params: { id: order.id }, body })))) return
    void message.success('已发货，学员会收到运单号')
    onClose(true)
  }
  return (
    <Modal open title={`发货：${order.goods_title}`} okText="确认发货" cancelText="取消" confirmLoading={saving} onOk={() => void save().catch(() => undefined)} onCancel={() => onClose(false)} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.Item name="express_company" label="快递公司" rules={[{ required: true, message: '请选择快递公司' }]}>
          <Select options={CARRIERS.map((c) => ({ value: c, label: c }))} placeholder="请选择快递公司" showSearch />
        </Form.Item>
        <Form.Item
          name="express_number"
          label="运单号"
          extra="发货后不能修改，请核对后再确认"
          rules={[
            { required: true, whitespace: true, message: '请填写运单号' },
            {
              validator: async (_rule, value: unknown) => {
                if (typeof value === 'string' && value.trim() && !TRACKING.test(trackingNumberOf(value))) throw new Error('运单号须为8-30位字母或数字')
              }
            }
          ]}
        >
          <Input placeholder="如：SF1234567890123" />
        </Form.Item>
      </Form>
    </Modal>
  )
}
