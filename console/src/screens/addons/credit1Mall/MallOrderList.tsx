/**
 * 兑换订单: exchanges by state (全部, 待发货, 已发货, 已完成), searched by member; a row opens its detail with the
 * address, and a waiting parcel is shipped from the row or the detail.
 */
import { useState } from 'react'
import { List } from '@refinedev/antd'
import { Button, Input, Space, Table, Tabs, Tag } from 'antd'
import { adminCredit1Mall } from '../../../../../types/endpoints/admin/addons/credit1Mall'
import type { AdminMallOrder } from '../../../../../types/contract/admin/addons/credit1Mall'
import { mayCall, type Me } from '../../../access'
import { useCall } from '../../../api/useCall'
import { useMe } from '../../../layout/useMe'
import { useSearchQuery } from '../../../layout/useSearchQuery'
import { PAGE_SIZE, pagedTableProps } from '../../../layout/pagedTable'
import { MALL_ORDER_TABS, STATUS_COLORS, mallTabOf } from './mallOrderTabs'
import { MallOrderDrawer } from './MallOrderDrawer'
import { ShipDialog } from './ShipDialog'


export default function MallOrderList() {
  return <MallOrderListView me={useMe().data} />
}

/** The screen for an administrator (tests give their own). */
export function MallOrderListView({ me }: { me: Me | undefined }) {
  const { query, update, reset } = useSearchQuery()
  const list = useCall(adminCredit1Mall.orders, { query: { size: PAGE_SIZE, ...query } })
  const [showing, setShowing] = useState<number | null>(null)
  const [shipping, setShipping] = useState<{ id: number; goods_title: string } | null>(null)
  const mayShip = mayCall(me, adminCredit1Mall.shipOrder)
  return (
    <List title="兑换订单" breadcrumb={false}>
      <Tabs activeKey={mallTabOf(query.status)} onChange={(key) => reset(key === 'all' ? {} : { status: key })} items={MALL_ORDER_TABS.map((t) => ({ key: t.key, label: t.label }))} />
      <Input.Search placeholder="学员昵称或手机号" allowClear aria-label="按学员搜索" defaultValue={query.member} style={{ width: 240, marginBottom: 16 }} onSearch={(v) => update({ member: v.trim() })} />
      <Table<AdminMallOrder>
        {...pagedTableProps(list, query.page, (page) => update({ page }), query.status === 'waiting' ? '没有待发货的订单' : '暂无兑换订单')}
        scroll={{ x: 960 }}
      >
        <Table.Column dataIndex="id" title="ID" width={70} />
        <Table.Column<AdminMallOrder> title="学员" render={(_, o) => (o.user ? `${o.user.nick_name}（${o.user.mobile}）` : '学员已删除')} />
        <Table.Column dataIndex="goods_title" title="商品" />
        <Table.Column dataIndex="total_charge" title="积分" width={90} />
        <Table.Column<AdminMallOrder> dataIndex="status_text" title="状态" width={90} render={(text: string, o) => <Tag color={STATUS_COLORS[o.status]}>{text}</Tag>} />
        <Table.Column<AdminMallOrder> title="快递" render={(_, o) => (o.status === 'shipped' ? `${o.express_company} ${o.express_number}` : '')} />
        <Table.Column dataIndex="created_at" title="兑换时间" width={170} />
        <Table.Column<AdminMallOrder>
          title="操作"
          fixed="right"
          width={120}
          render={(_, o) => (
            <Space>
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setShowing(o.id)}>
                详情
              </Button>
              {mayShip && o.status === 'waiting' && (
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setShipping(o)}>
                  发货
                </Button>
              )}
            </Space>
          )}
        />
      </Table>
      {showing !== null && <MallOrderDrawer id={showing} me={me} onShip={setShipping} onClose={() => setShowing(null)} />}
      {shipping && (
        <ShipDialog
          order={shipping}
          onClose={(shipped) => {
            setShipping(null)
            if (!shipped) return
            setShowing(null)
            void list.refetch()
          }}
        />
      )}
    </List>
  )
}
