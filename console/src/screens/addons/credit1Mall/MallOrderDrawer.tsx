/** One exchange: the member, the goods, where it ships to, how it went out; 发货 while it waits. */
import { Button, Descriptions, Drawer, Skeleton, Tag } from 'antd'
import { adminCredit1Mall } from '../../../../../types/endpoints/admin/addons/credit1Mall'
import { mayCall, type Me } from '../../../access'
import { useCall } from '../../../api/useCall'
import { STATUS_COLORS } from './mallOrderTabs'

export function MallOrderDrawer({ id, me, onShip, onClose }: { id: number; me: Me | undefined; onShip: (order: { id: number; goods_title: string }) => void; onClose: () => void }) {
  const detail = useCall(adminCredit1Mall.order, { params: { id } })
  const o = detail.data
  return (
    <Drawer open title="兑换订单详情" width={520} onClose={onClose}>
      {!o ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="订单ID">{o.id}</Descriptions.Item>
            <Descriptions.Item label="学员">{o.user ? `${o.user.nick_name}（${o.user.mobile}）` : '学员已删除'}</Descriptions.Item>
            <Descriptions.Item label="商品">{o.goods_title}</Descriptions.Item>
            <Descriptions.Item label="积分">{o.total_charge}</Descriptions.Item>
            <Descriptions.Item label="兑换时间">{o.created_at}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <Tag color={STATUS_COLORS[o.status]}>{o.status_text}</Tag>
            </Descriptions.Item>
            {o.address && (
              <>
                <Descriptions.Item label="收货人">{`${o.address.name} ${o.address.mobile}`}</Descriptions.Item>
                <Descriptions.Item label="收货地址">{`${o.address.region} ${o.address.street}`}</Descriptions.Item>
              </>
            )}
            {o.status === 'shipped' && (
              <>
                <Descriptions.Item label="快递">{`${o.express_company} ${o.express_number}`}</Descriptions.Item>
                <Descriptions.Item label="发货时间">{o.sent_at}</Descriptions.Item>
              </>
            )}
          </Descriptions>
          {o.status === 'waiting' && mayCall(me, adminCredit1Mall.shipOrder) && (
            <Button type="primary" style={{ marginTop: 16 }} onClick={() => onShip(o)}>
              发货
            </Button>
          )}
        </>
      )}
    </Drawer>
  )
}
