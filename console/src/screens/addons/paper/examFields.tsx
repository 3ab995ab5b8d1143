/** Form fields the paper, mock paper and practice dialogs share, with the same labels and rules. */
import { Form, Input, InputNumber, Space, Switch } from 'antd'
import { wholeNumber } from '../../../forms/rules'
import { switchProps } from '../../../forms/fields'

/** 及格分 and 考试时长 (minutes). */
export function PassAndTime() {
  return (
    <>
      <Form.Item name="pass_score" label="及格分" rules={[{ required: true, message: '请填写及格分' }]}>
        <InputNumber min={0} step={0.5} aria-label="及格分" />
      </Form.Item>
      <Form.Item name="expired_minutes" label="考试时长（分钟）" rules={[{ required: true, message: '请填写考试时长' }, wholeNumber('考试时长', 1, 600)]}>
        <InputNumber precision={0} aria-label="考试时长" />
      </Form.Item>
    </>
  )
}

/** 价格 in whole yuan, 0 free. */
export function ChargeField() {
  return (
    <Form.Item name="charge" label="价格（元）" extra="0 为免费" rules={[{ required: true, message: '请填写价格' }, wholeNumber('价格', 0, 100000)]}>
      <InputNumber precision={0} aria-label="价格" />
    </Form.Item>
  )
}

/** The switches under the price: 仅限受邀学员 or VIP免费 (by `first`), then 显示; and the description below. */
export function ShowAndDescription({ first, description }: { first: 'enabled_invite' | 'is_vip_free'; description: string }) {
  return (
    <>
      <Space size="large">
        <Form.Item name={first} label={first === 'enabled_invite' ? '仅限受邀学员' : 'VIP免费'} {...switchProps}>
          <Switch />
        </Form.Item>
        <Form.Item name="is_show" label="显示" {...switchProps}>
          <Switch />
        </Form.Item>
      </Space>
      <Form.Item name="description" label={description}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </>
  )
}
