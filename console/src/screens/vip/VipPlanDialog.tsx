/** A VIP plan's name, price, days, benefits (one a line), place and sale, in a dialog (MeEdu's RoleRequest). */
import type { Static } from 'typebox'
import { Form, Input, InputNumber, Modal, Switch } from 'antd'
import { adminVip } from '../../../../types/endpoints/admin/vip'
import type { VipPlan, VipPlanBody } from '../../../../types/contract/admin/vip'
import { call } from '../../api/request'
import { maxLength, required, wholeNumber } from '../../forms/rules'
import { switchProps } from '../../forms/fields'
import { useSaving } from '../../forms/useSaving'

type Body = Static<typeof VipPlanBody>

const NEW_PLAN: Partial<Body> = { weight: 0, is_show: 1 }

/** MeEdu's RoleRequest, trimmed; benefits one a line, blank lines dropped. */
const planBody = (v: Body): Body => ({
  name: v.name.trim(),
  charge: v.charge,
  expire_days: v.expire_days,
  description: v.description
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n'),
  weight: v.weight ?? 0,
  is_show: v.is_show ?? 0
})

export function VipPlanDialog({ plan, onClose }: { plan: VipPlan | null; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<Body>()
  const { saving, save: persist } = useSaving()
  const save = async () => {
    const body = planBody(await form.validateFields())
    if (await persist(() => (plan ? call(adminVip.updatePlan, { params: { id: plan.id }, body }) : call(adminVip.createPlan, { body })))) onClose(true)
  }
  return (
    <Modal open title={plan ? '编辑VIP' : '添加VIP'} okText="保存" cancelText="取消" confirmLoading={saving} onOk={() => void save().catch(() => undefined)} onCancel={() => onClose(false)} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={plan ?? NEW_PLAN}>
        <Form.Item name="name" label="VIP名" rules={[required('VIP名'), maxLength('VIP名', 30)]}>
          <Input placeholder="如：年度会员" />
        </Form.Item>
        <Form.Item name="charge" label="价格（元）" rules={[{ required: true, message: '请填写价格' }, wholeNumber('价格', 1, 1000000)]}>
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="expire_days" label="有效天数" rules={[{ required: true, message: '请填写有效天数' }, wholeNumber('有效天数', 1, 3650)]}>
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="description" label="VIP介绍" rules={[required('VIP介绍'), maxLength('VIP介绍', 1000)]} extra="每行一条会员权益">
          <Input.TextArea rows={4} placeholder={'全站录播课免费学\n会员专属练习谱下载'} />
        </Form.Item>
        <Form.Item name="weight" label="排序" rules={[wholeNumber('排序', 0, 100000)]} extra="数字越小越靠前">
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="is_show" label="上架" {...switchProps}>
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  )
}
