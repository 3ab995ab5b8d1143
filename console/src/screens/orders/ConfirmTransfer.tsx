/**
 * 确认收款 for a bank transfer: a dialog that names the learner, the amount and the order, since the
 * confirm delivers the goods and cannot be undone. The server refuses a second confirm (its message shows).
 */
import { useState } from 'react'
import { Button, Modal, Typography, message } from 'antd'
import { useQueryClient } from '@tanstack/react-query'
import { adminOrders } from '../../../../types/endpoints/admin/orders'
import { call } from '../../api/request'

export interface TransferOrder {
  id: number
  order_id: string
  charge: number
  goods: { goods_name: string }[]
}

export function ConfirmTransfer({ order, learner, link = false }: { order: TransferOrder; learner: string; link?: boolean }) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const client = useQueryClient()
  const confirm = async () => {
    setBusy(true)
    try {
      await call(adminOrders.finish, { params: { id: order.id } })
      void message.success('已确认收款，学员已获得所购内容')
      setOpen(false)
    } catch {
      // request.ts has shown the refusal; the order may have changed meanwhile, so it is read again.
      setOpen(false)
    } finally {
      setBusy(false)
      await client.invalidateQueries({ queryKey: ['GET', adminOrders.orders.path] })
      await client.invalidateQueries({ queryKey: ['GET', adminOrders.order.path] })
    }
  }
  return (
    <>
      <Button type={link ? 'link' : 'primary'} size={link ? 'small' : 'middle'} style={link ? { padding: 0 } : undefined} onClick={() => setOpen(true)}>
        确认收款
      </Button>
      <Modal title="确认收款" open={open} okText="确认已收款" cancelText="取消" confirmLoading={busy} onOk={() => void confirm()} onCancel={() => setOpen(false)} destroyOnHidden>
        <Typography.Paragraph>
          确认已收到学员「{learner}」的转账 <Typography.Text strong>¥{order.charge}</Typography.Text>？
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          订单 {order.order_id}（{order.goods.map((g) => g.goods_name).join('、')}）将标记为已支付，并立即为学员开通所购内容。此操作不可撤销。
        </Typography.Paragraph>
      </Modal>
    </>
  )
}
