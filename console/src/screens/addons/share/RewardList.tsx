/** 推广记录: rewards inviters earned and those taken back by refunds, newest first, searched by member (read only). */
import { List } from '@refinedev/antd'
import { Input, Space, Table, Tag } from 'antd'
import type { RewardRecord } from '../../../../../types/contract/admin/addons/multiLevelShare'
import { adminShare } from '../../../../../types/endpoints/admin/addons/multiLevelShare'
import { useCall } from '../../../api/useCall'
import { useSearchQuery } from '../../../layout/useSearchQuery'
import { memberName } from './shareText'

export default function RewardList() {
  const { query, update } = useSearchQuery()
  const page = Number(query.page ?? 1)
  const list = useCall(adminShare.rewards, { query: { keyword: query.keyword, page, size: 10 } })
  return (
    <List title="推广记录" breadcrumb={false}>
      <Space style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder="邀请人ID、昵称或手机号" defaultValue={query.keyword} onSearch={(v) => update({ keyword: v.trim() })} aria-label="搜索学员" style={{ width: 260 }} />
      </Space>
      <Table<RewardRecord>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.data.data ?? []}
        locale={{ emptyText: '暂无推广记录' }}
        pagination={{ current: page, pageSize: 10, total: list.data?.data.total ?? 0, showSizeChanger: false, onChange: (p) => update({ page: p }) }}
      >
        <Table.Column<RewardRecord> title="邀请人" width={160} render={(_, r) => memberName(r)} />
        <Table.Column<RewardRecord> title="类型" width={90} render={(_, r) => (r.kind === 'reward' ? <Tag color="green">奖励</Tag> : <Tag color="red">退款扣回</Tag>)} />
        <Table.Column<RewardRecord> title="金额" width={100} render={(_, r) => `${r.amount >= 0 ? '+' : ''}${r.amount.toFixed(2)}`} />
        <Table.Column<RewardRecord> title="说明" dataIndex="remark" />
        <Table.Column<RewardRecord> title="时间" dataIndex="created_at" width={170} />
      </Table>
    </List>
  )
}
