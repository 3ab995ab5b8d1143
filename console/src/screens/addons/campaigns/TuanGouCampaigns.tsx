/** 拼团活动: group buys with people per group and time to form; the progress shows each group and its members. */
import { Descriptions, Empty, Form, InputNumber, List, Space, Tag } from 'antd'
import { adminTuanGou as table } from '../../../../../types/endpoints/admin/addons/tuanGou'
import type { AdminTgGoods, AdminTgGroup, TgGoodsBody } from '../../../../../types/contract/admin/addons/tuanGou'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { wholeNumber } from '../../../forms/rules'
import { CampaignScreen } from './CampaignList'
import type { CampaignKind } from './kind'

const GROUP_STATUS: Record<number, [string, string]> = { 0: ['拼团中', 'blue'], 1: ['已成团', 'green'], 2: ['未成团', 'red'] }
const MEMBER_STATUS: Record<number, string> = { 0: '待支付', 1: '已支付', 3: '已取消' }

const memberText = (m: AdminTgGroup['members'][number]) => `${m.nick_name || m.user_id} ${m.refunded ? '已退款' : MEMBER_STATUS[m.status]}`

function TgProgressView({ id }: { id: number }) {
  const progress = useCall(table.tgProgress, { params: { id } })
  if (!progress.data) return progress.isLoading ? null : <Empty description="暂无数据" />
  const { goods, groups } = progress.data
  return (
    <>
      <Descriptions column={3} size="small" bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label="拼团中">{goods.groups_open}</Descriptions.Item>
        <Descriptions.Item label="已成团">{goods.groups_full}</Descriptions.Item>
        <Descriptions.Item label="未成团">{goods.groups_failed}</Descriptions.Item>
        <Descriptions.Item label="已支付">{goods.sold}</Descriptions.Item>
        <Descriptions.Item label="待支付">{goods.held}</Descriptions.Item>
      </Descriptions>
      <List<AdminTgGroup>
        dataSource={groups}
        locale={{ emptyText: '还没有学员开团' }}
        renderItem={(g) => (
          <List.Item>
            <Space direction="vertical" size={4}>
              <Space>
                <span>团 #{g.id}</span>
                <Tag color={GROUP_STATUS[g.status]?.[1]}>{GROUP_STATUS[g.status]?.[0]}</Tag>
                <span>
                  {g.joined_num}/{g.people_num} 人 · 截止 {g.expired_at.slice(0, 16)}
                </span>
              </Space>
              <Space wrap>
                {g.members.map((m) => (
                  <Tag key={`${m.user_id}-${m.created_at}`}>{memberText(m)}</Tag>
                ))}
              </Space>
            </Space>
          </List.Item>
        )}
      />
    </>
  )
}

export const TUANGOU: CampaignKind<AdminTgGoods, TgGoodsBody> = {
  noun: '拼团',
  entries: { create: table.createTgGoods, update: table.updateTgGoods, end: table.endTgGoods, remove: table.deleteTgGoods, progress: table.tgProgress },
  list: (query) => call(table.tgGoodsList, { query }),
  save: (id, body) => (id ? call(table.updateTgGoods, { params: { id }, body }) : call(table.createTgGoods, { body })),
  end: (id) => call(table.endTgGoods, { params: { id } }),
  remove: (id) => call(table.deleteTgGoods, { params: { id } }),
  defaults: { people_num: 3, group_hours: 24 },
  fields: (
    <>
      <Form.Item name="people_num" label="成团人数" rules={[{ required: true, message: '请填写成团人数' }, wholeNumber('成团人数', 2, 100)]} extra="已开的团保持原人数">
        <InputNumber precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="group_hours" label="成团时限（小时）" rules={[{ required: true, message: '请填写成团时限' }, wholeNumber('成团时限', 1, 720)]}>
        <InputNumber precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </>
  ),
  bodyOf: (shared, v) => ({ ...shared, people_num: v.people_num, group_hours: v.group_hours }),
  columns: [{ key: 'groups', title: '进度', render: (r) => `${r.people_num}人团 · 拼团中 ${r.groups_open} · 已成团 ${r.groups_full} · 未成团 ${r.groups_failed}` }],
  Progress: TgProgressView
}

export default function TuanGouCampaigns() {
  return <CampaignScreen kind={TUANGOU} />
}
