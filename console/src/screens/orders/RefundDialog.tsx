/**
 * 退款 on a paid order: the amount (at most what is left to refund), how it goes back and why. 仅记录 is
 * for money staff returned themselves (a bank transfer, cash); 原路退回 only where the gateway can, and the
 * server says when it cannot. The order's detail is read again either way.
 */
import { useState } from 'react'
import { Button, Form, Input, InputNumber, Modal, Radio, Typography, message } from 'antd'
import { useQueryClient } from '@tanstack/react-query'
import { adminOrders } from '../../../../types/endpoints/admin/orders'
import { call } from '../../api/request'
import { useSaving } from '../../forms/useSaving'
import { fenOf, refundAmount, yuanOf } from './refunds'

interface Values {
  amount: number | string
  is_local: 0 | 1
  reason?: string
}

export function RefundDialog({ order, leftFen }: { order: { id: number; order_id: string; payment: string }; leftFen: number }) {
  const [open, setOpen] = useState(false)
  const [form] = Form.useForm<Values>()
  const { saving, save } = useSaving()
  const client = useQueryClient()
  const submit = async (v: Values) => {
    const done = await save(() => call(adminOrders.refund, { params: { id: order.id }, body: { amount: fenOf(v.amount), is_local: v.is_local, reason: v.reason?.trim() ?? '' } }))
    await client.invalidateQueries({ queryKey: ['GET', adminOrders.order.path] })
    await client.invalidateQueries({ queryKey: ['GET', adminOrders.orders.path] })
    if (!done) return
    void message.success('退款已记录，学员已收到通知')
    setOpen(false)
  }
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        退款
      </Button>
      <Modal title={`订单 ${order.order_id} 退款`} open={open} okText="确认退款" cancelText="取消" okButtonProps={{ danger: true }} confirmLoading={saving} onOk={() => form.submit()} onCancel={() => setOpen(false)} destroyOnHidden>
        <Typography.Paragraph type="secondary">可退金额 ¥{yuanOf(leftFen)}。退款不会收回学员已开通的内容。</Typography.Paragraph>
        <Form form={form} layout="vertical" initialValues={{ is_local: order.payment === 'handPay' ? 1 : 0 }} onFinish={(v) => void submit(v)} preserve={false}>
          <Form.Item name="amount" label="退款金额（元）" rules={[refundAmount(leftFen)]}>
            <InputNumber<string> stringMode min="0" step="0.01" precision={2} style={{ width: '100%' }} aria-label="退款金额" />
          </Form.Item>
          <Form.Item name="is_local" label="退款方式">
            <Radio.Group
              options={[
                { value: 1, label: '仅记录（已线下退款）' },
                { value: 0, label: '原路退回' }
              ]}
            />
          </Form.Item>
          <Form.Item name="reason" label="退款原因" rules={[{ max: 64, message: '退款原因不能超过64个字' }]}>
            <Input.TextArea rows={2} maxLength={64} showCount aria-label="退款原因" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}
