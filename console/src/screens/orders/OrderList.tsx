/**
 * 订单: the bank transfers waiting for 确认收款 first, then every order by status, searched by order number
 * or goods name. The list answers its learners and per-status counts beside the page, so it is read with
 * `useCall` rather than Refine's table.
 */
import { Badge, Input, Space, Table, Tabs, Tag } from 'antd'
import { List } from '@refinedev/antd'
import { Link } from 'react-router'
import type { AdminOrder } from '../../../../types/contract/admin/orders'
import { adminOrders } from '../../../../types/endpoints/admin/orders'
import { mayCall } from '../../access'
import { useCall } from '../../api/useCall'
import { useMe } from '../../layout/useMe'
import { useSearchQuery } from '../../layout/useSearchQuery'
import { linkTo } from '../../routes'
import { DownloadButton } from '../../layout/DownloadButton'
import { ConfirmTransfer } from './ConfirmTransfer'
import { DEFAULT_ORDER_FILTERS, ORDER_TABS, STATUS_COLORS, awaitsConfirmation, tabOf } from './orderTabs'

export default function OrderList() {
  const { data: me } = useMe()
  const { query, update, reset } = useSearchQuery(DEFAULT_ORDER_FILTERS)
  const list = useCall(adminOrders.orders, { query: { size: 10, ...query } })
  const users = list.data?.users ?? {}
  const nameOf = (userId: number) => users[String(userId)]?.nick_name ?? '学员已删除'
  const tab = tabOf(query)
  const { page: _page, ...filters } = query
  const exportButton = mayCall(me, adminOrders.exportOrders) && (
    <DownloadButton entry={adminOrders.exportOrders} query={filters}>
      导出
    </DownloadButton>
  )
  return (
    <List title="订单" breadcrumb={false} headerButtons={exportButton}>
      <Tabs
        activeKey={tab}
        onChange={(key) => reset({ ...ORDER_TABS.find((t) => t.key === key)?.filters })}
        items={ORDER_TABS.map((t) => ({
          key: t.key,
          label: t.key === 'handPay' && tab === 'handPay' && list.data ? <Badge count={list.data.orders.total} offset={[10, -2]} size="small">{t.label}</Badge> : t.label
        }))}
      />
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search placeholder="订单号" allowClear defaultValue={query.order_id} onSearch={(v) => update({ order_id: v.trim() })} style={{ width: 240 }} aria-label="按订单号搜索" />
        <Input.Search placeholder="商品名" allowClear defaultValue={query.goods_name} onSearch={(v) => update({ goods_name: v.trim() })} style={{ width: 240 }} aria-label="按商品名搜索" />
      </Space>
      <Table<AdminOrder>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.orders.data ?? []}
        scroll={{ x: 960 }}
        locale={{ emptyText: tab === 'handPay' ? '没有待确认的转账' : '暂无订单' }}
        pagination={{ current: Number(query.page ?? 1), pageSize: 10, total: list.data?.orders.total ?? 0, showSizeChanger: false, onChange: (page) => update({ page }) }}
      >
        <Table.Column<AdminOrder> dataIndex="order_id" title="订单号" render={(no: string, o) => <Link to={linkTo('orderShow', { id: o.id })}>{no}</Link>} />
        <Table.Column<AdminOrder> title="学员" render={(_, o) => nameOf(o.user_id)} />
        <Table.Column<AdminOrder> title="商品" render={(_, o) => o.goods.map((g) => g.goods_name).join('、')} />
        <Table.Column dataIndex="charge" title="金额" render={(v: number) => `¥${v}`} width={90} />
        <Table.Column dataIndex="payment_text" title="支付方式" width={110} />
        <Table.Column<AdminOrder> dataIndex="status_text" title="状态" width={90} render={(text: string, o) => <Tag color={STATUS_COLORS[o.status]}>{text}</Tag>} />
        <Table.Column dataIndex="created_at" title="下单时间" width={170} />
        <Table.Column<AdminOrder>
          title="操作"
          fixed="right"
          width={150}
          render={(_, o) => (
            <Space>
              {mayCall(me, adminOrders.order) && <Link to={linkTo('orderShow', { id: o.id })}>详情</Link>}
              {mayCall(me, adminOrders.finish) && awaitsConfirmation(o) && <ConfirmTransfer order={o} learner={nameOf(o.user_id)} link />}
            </Space>
          )}
        />
      </Table>
    </List>
  )
}
