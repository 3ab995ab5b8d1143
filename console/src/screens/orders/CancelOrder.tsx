/** 取消订单 (an unpaid one) with a confirmation; the lists and the detail are read again. */
import { Button, Popconfirm, message } from 'antd'
import { useQueryClient } from '@tanstack/react-query'
import { adminOrders } from '../../../../types/endpoints/admin/orders'
import { call } from '../../api/request'

export function CancelOrder({ id, orderNo }: { id: number; orderNo: string }) {
  const client = useQueryClient()
  const cancel = async () => {
    await call(adminOrders.cancel, { params: { id } }).then(() => void message.success('订单已取消'), () => undefined)
    await client.invalidateQueries({ queryKey: ['GET', adminOrders.orders.path] })
    await client.invalidateQueries({ queryKey: ['GET', adminOrders.order.path] })
  }
  return (
    <Popconfirm title={`确定取消订单 ${orderNo}？`} okText="取消订单" okButtonProps={{ danger: true }} cancelText="不取消" onConfirm={cancel}>
      <Button danger>取消订单</Button>
    </Popconfirm>
  )
}
