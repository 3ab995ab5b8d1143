/** 秒杀活动: flash sales with their stock and time to pay; the progress shows sold, held and each place. */
import { Descriptions, Empty, Form, InputNumber, Table, Tag } from 'antd'
import { adminMiaoSha as table } from '../../../../../types/endpoints/admin/addons/miaoSha'
import type { AdminMsPlace, AdminMsSale, MsSaleBody } from '../../../../../types/contract/admin/addons/miaoSha'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { wholeNumber } from '../../../forms/rules'
import { CampaignScreen } from './CampaignList'
import type { CampaignKind } from './kind'

const PLACE_STATUS: Record<number, [string, string]> = { 0: ['待支付', 'orange'], 1: ['已支付', 'green'], 3: ['已超时', 'default'] }

function MsProgressView({ id }: { id: number }) {
  const progress = useCall(table.msProgress, { params: { id } })
  if (!progress.data) return progress.isLoading ? null : <Empty description="暂无数据" />
  const { sale, places } = progress.data
  return (
    <>
      <Descriptions column={2} size="small" bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label="库存">{sale.num}</Descriptions.Item>
        <Descriptions.Item label="剩余">{sale.over_num}</Descriptions.Item>
        <Descriptions.Item label="已售出">{sale.sold}</Descriptions.Item>
        <Descriptions.Item label="待支付">{sale.held}</Descriptions.Item>
      </Descriptions>
      <Table<AdminMsPlace> rowKey="id" size="small" dataSource={places} pagination={false} locale={{ emptyText: '还没有学员抢到名额' }}>
        <Table.Column<AdminMsPlace> title="学员" render={(_, p) => `${p.nick_name}（${p.user_id}）`} />
        <Table.Column<AdminMsPlace> title="状态" render={(_, p) => <Tag color={PLACE_STATUS[p.status]?.[1]}>{PLACE_STATUS[p.status]?.[0]}</Tag>} />
        <Table.Column dataIndex="created_at" title="抢到时间" />
      </Table>
    </>
  )
}

export const MIAOSHA: CampaignKind<AdminMsSale, MsSaleBody> = {
  noun: '秒杀',
  entries: { create: table.createMsSale, update: table.updateMsSale, end: table.endMsSale, remove: table.deleteMsSale, progress: table.msProgress },
  list: (query) => call(table.msSales, { query }),
  save: (id, body) => (id ? call(table.updateMsSale, { params: { id }, body }) : call(table.createMsSale, { body })),
  end: (id) => call(table.endMsSale, { params: { id } }),
  remove: (id) => call(table.deleteMsSale, { params: { id } }),
  defaults: { expired_minutes: 15 },
  fields: (
    <>
      <Form.Item name="num" label="库存" rules={[{ required: true, message: '请填写库存' }, wholeNumber('库存', 1, 100000)]} extra="不能少于已售出和待支付的名额">
        <InputNumber precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="expired_minutes" label="支付时限（分钟）" rules={[{ required: true, message: '请填写支付时限' }, wholeNumber('支付时限', 1, 1440)]}>
        <InputNumber precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </>
  ),
  bodyOf: (shared, v) => ({ ...shared, num: v.num, expired_minutes: v.expired_minutes }),
  columns: [{ key: 'stock', title: '库存', render: (r) => `已售 ${r.sold} · 待支付 ${r.held} · 剩余 ${r.over_num} / ${r.num}` }],
  Progress: MsProgressView
}

export default function MiaoShaCampaigns() {
  return <CampaignScreen kind={MIAOSHA} />
}
