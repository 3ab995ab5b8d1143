/** One order: what was bought, by whom, how it was paid, its refunds; 确认收款 for a bank transfer, 取消 while unpaid, 退款 once paid. */
import { Card, Descriptions, Empty, Space, Spin, Table, Tag } from 'antd'
import { Show } from '@refinedev/antd'
import { Link, useParams } from 'react-router'
import { adminOrders } from '../../../../types/endpoints/admin/orders'
import { adminMembers } from '../../../../types/endpoints/admin/members'
import { mayCall } from '../../access'
import { useCall } from '../../api/useCall'
import { useMe } from '../../layout/useMe'
import { linkTo } from '../../routes'
import { CancelOrder } from './CancelOrder'
import { ConfirmTransfer } from './ConfirmTransfer'
import { RefundDialog } from './RefundDialog'
import { REFUND_STATUS_TEXT, refundLeftFen, yuanOf } from './refunds'
import { STATUS_COLORS, awaitsConfirmation, cancellable } from './orderTabs'

export default function OrderShow() {
  const id = Number(useParams().id)
  const { data: me } = useMe()
  const detail = useCall(adminOrders.order, { params: { id } })
  if (detail.isLoading) return <Spin />
  if (!detail.data) return <Empty description="订单不存在" />
  const { order, user, refund_due } = detail.data
  const leftFen = refundLeftFen(order)
  const actions = (
    <Space>
      {mayCall(me, adminOrders.finish) && awaitsConfirmation(order) && <ConfirmTransfer order={order} learner={user.nick_name} />}
      {mayCall(me, adminOrders.cancel) && cancellable(order) && <CancelOrder id={order.id} orderNo={order.order_id} />}
      {mayCall(me, adminOrders.refund) && leftFen > 0 && <RefundDialog order={order} leftFen={leftFen} />}
    </Space>
  )
  return (
    <Show title={`订单 ${order.order_id}`} breadcrumb={false} headerButtons={() => actions}>
      <Descriptions bordered column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label="订单号">{order.order_id}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <Tag color={STATUS_COLORS[order.status]}>{order.status_text}</Tag>
          {order.is_refund === 1 && <Tag color="red">有退款</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label="学员">{mayCall(me, adminMembers.detail) ? <Link to={linkTo('memberShow', { id: user.id })}>{user.nick_name}</Link> : user.nick_name}</Descriptions.Item>
        <Descriptions.Item label="手机号">{user.mobile}</Descriptions.Item>
        <Descriptions.Item label="金额">¥{order.charge}</Descriptions.Item>
        <Descriptions.Item label="支付方式">{order.payment_text}</Descriptions.Item>
        <Descriptions.Item label="下单时间">{order.created_at}</Descriptions.Item>
        <Descriptions.Item label="支付时间">{order.paid_at ?? '未支付'}</Descriptions.Item>
        {refund_due > 0 && <Descriptions.Item label="待退还">¥{refund_due}</Descriptions.Item>}
      </Descriptions>
      <Card title="商品" size="small" style={{ marginTop: 16 }}>
        <Table rowKey="id" dataSource={order.goods} pagination={false} size="small">
          <Table.Column dataIndex="goods_name" title="商品" />
          <Table.Column dataIndex="goods_type" title="类型" />
          <Table.Column dataIndex="goods_charge" title="价格" render={(v: number) => `¥${v}`} />
          <Table.Column dataIndex="num" title="数量" />
        </Table>
      </Card>
      <Card title="支付记录" size="small" style={{ marginTop: 16 }}>
        <Table rowKey="id" dataSource={order.paid_records} pagination={false} size="small" locale={{ emptyText: '暂无支付记录' }}>
          <Table.Column dataIndex="paid_type_text" title="方式" />
          <Table.Column dataIndex="paid_total" title="金额" render={(v: number) => `¥${v}`} />
          <Table.Column dataIndex="created_at" title="时间" />
        </Table>
      </Card>
      <Card title="退款记录" size="small" style={{ marginTop: 16 }}>
        <Table rowKey="id" dataSource={order.refund} pagination={false} size="small" locale={{ emptyText: '暂无退款' }}>
          <Table.Column dataIndex="refund_no" title="退款单号" />
          <Table.Column dataIndex="amount" title="金额" render={(fen: number) => `¥${yuanOf(fen)}`} />
          <Table.Column dataIndex="is_local" title="方式" render={(v: number) => (v ? '仅记录' : '原路退回')} />
          <Table.Column dataIndex="status" title="状态" render={(v: number) => REFUND_STATUS_TEXT[v] ?? v} />
          <Table.Column dataIndex="reason" title="原因" />
          <Table.Column dataIndex="created_at" title="时间" />
        </Table>
      </Card>
    </Show>
  )
}
