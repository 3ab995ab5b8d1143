/**
 * 提现审核: withdrawal requests by status (opens on 待审核, as 工作台's to-do links), searched by member;
 * each waiting one paid out with its payout reference or refused with a reason.
 */
import { List } from '@refinedev/antd'
import { Input, Space, Table, Tabs, Tag, Typography } from 'antd'
import type { AdminWithdrawal } from '../../../../../types/contract/admin/addons/multiLevelShare'
import { adminShare } from '../../../../../types/endpoints/admin/addons/multiLevelShare'
import { mayCall, type Me } from '../../../access'
import { useCall } from '../../../api/useCall'
import { useMe } from '../../../layout/useMe'
import { useSearchQuery } from '../../../layout/useSearchQuery'
import { DecideWithdrawal } from './DecideWithdrawal'
import { CHANNEL_TEXT, WITHDRAWAL_STATUS, memberName } from './shareText'

const TABS = [
  { status: 0, label: '待审核' },
  { status: 1, label: '已打款' },
  { status: 2, label: '已驳回' },
  { status: -1, label: '全部' }
] as const

export default function WithdrawalList() {
  return <WithdrawalListView me={useMe().data} />
}

export function WithdrawalListView({ me }: { me: Me | undefined }) {
  const { query, update } = useSearchQuery({ status: '0' })
  const status = TABS.find((t) => String(t.status) === query.status)?.status ?? -1
  const page = Number(query.page ?? 1)
  const list = useCall(adminShare.withdrawals, { query: { status, keyword: query.keyword, page, size: 10 } })
  const counts = list.data?.counts ?? {}
  const mayDecide = mayCall(me, adminShare.approveWithdrawal)
  return (
    <List title="提现审核" breadcrumb={false}>
      <Tabs
        activeKey={String(status)}
        onChange={(key) => update({ status: key, keyword: query.keyword })}
        items={TABS.map((t) => ({ key: String(t.status), label: String(t.status) in counts ? `${t.label}（${counts[t.status]}）` : t.label }))}
      />
      <Space style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder="学员ID、昵称或手机号" defaultValue={query.keyword} onSearch={(v) => update({ keyword: v.trim() })} aria-label="搜索学员" style={{ width: 260 }} />
      </Space>
      <Table<AdminWithdrawal>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.data.data ?? []}
        locale={{ emptyText: '暂无提现申请' }}
        pagination={{ current: page, pageSize: 10, total: list.data?.data.total ?? 0, showSizeChanger: false, onChange: (p) => update({ page: p }) }}
        scroll={{ x: 1000 }}
      >
        <Table.Column<AdminWithdrawal> title="学员" width={160} render={(_, w) => `${memberName(w)}${w.user?.mobile ? ` ${w.user.mobile}` : ''}`} />
        <Table.Column<AdminWithdrawal> title="金额" width={100} render={(_, w) => `¥${w.amount.toFixed(2)}`} />
        <Table.Column<AdminWithdrawal> title="收款账户" render={(_, w) => `${CHANNEL_TEXT[w.channel] ?? w.channel} · ${w.channel_name} · ${w.channel_account}${w.channel_address ? ` · ${w.channel_address}` : ''}`} />
        <Table.Column<AdminWithdrawal>
          title="状态"
          width={220}
          render={(_, w) => (
            <Space direction="vertical" size={0}>
              <Tag color={WITHDRAWAL_STATUS[w.status].color}>{WITHDRAWAL_STATUS[w.status].text}</Tag>
              {w.payout_ref && <Typography.Text type="secondary">流水号 {w.payout_ref}</Typography.Text>}
              {w.reject_reason && <Typography.Text type="secondary">原因：{w.reject_reason}</Typography.Text>}
            </Space>
          )}
        />
        <Table.Column<AdminWithdrawal> title="申请时间" dataIndex="created_at" width={170} />
        <Table.Column<AdminWithdrawal> title="处理时间" width={170} render={(_, w) => w.processed_at ?? '-'} />
        {mayDecide && (
          <Table.Column<AdminWithdrawal>
            title="操作"
            width={110}
            fixed="right"
            render={(_, w) =>
              w.status === 0 ? (
                <Space>
                  <DecideWithdrawal kind="approve" w={w} />
                  <DecideWithdrawal kind="reject" w={w} />
                </Space>
              ) : null
            }
          />
        )}
      </Table>
    </List>
  )
}
