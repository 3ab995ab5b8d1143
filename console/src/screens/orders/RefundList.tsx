/**
 * 退款: every refund staff recorded, newest first, filtered as MeEdu's 退款订单 list is (status, how the money
 * went back, channel, refund or order number, the learner's mobile, when). Filters live in the address.
 */
import { DatePicker, Input, Select, Space, Table, Tag, message } from 'antd'
import { List } from '@refinedev/antd'
import dayjs from 'dayjs'
import { Link } from 'react-router'
import type { Static } from 'typebox'
import type { RefundList as RefundListAnswer } from '../../../../types/contract/admin/orders'
import { adminOrders } from '../../../../types/endpoints/admin/orders'
import { PAYMENT_TEXT } from '../../../../types/payments'
import { mayCall, type Me } from '../../access'
import { call } from '../../api/request'
import { useCall } from '../../api/useCall'
import { ConfirmDelete } from '../../layout/ConfirmDelete'
import { useMe } from '../../layout/useMe'
import { useSearchQuery } from '../../layout/useSearchQuery'
import { linkTo } from '../../routes'
import { REFUND_STATUS_TEXT, deletableRefund, yuanOf } from './refunds'

type Refund = Static<typeof RefundListAnswer>['data']['data'][number]

const STATUS_OPTIONS = [{ value: '0', label: '全部状态' }, ...Object.entries(REFUND_STATUS_TEXT).map(([value, label]) => ({ value, label }))]
const WAY_OPTIONS = [
  { value: '-1', label: '全部方式' },
  { value: '0', label: '原渠道退回' },
  { value: '1', label: '线下退款（仅记录）' }
]
const CHANNEL_OPTIONS = [{ value: '', label: '全部渠道' }, ...['alipay', 'wechat', 'handPay', 'credit2'].map((value) => ({ value, label: PAYMENT_TEXT[value] }))]
const STATUS_COLORS: Record<number, string> = { 1: 'orange', 5: 'green', 9: 'red', 13: 'default' }
const PAGE_SIZE = 10

export default function RefundList() {
  return <RefundListView me={useMe().data} />
}

export function RefundListView({ me }: { me: Me | undefined }) {
  const { query, update } = useSearchQuery()
  const { page = '1', from, to, ...filters } = query
  const range = from && to ? [from, `${to} 23:59:59`] : undefined
  const list = useCall(adminOrders.refunds, { query: { ...filters, page, size: PAGE_SIZE, created_at: range } })
  const remove = async (id: number) => {
    await call(adminOrders.deleteRefund, { params: { id } }).then(() => void message.success('已删除'), () => undefined)
    await list.refetch()
  }
  const mayDelete = mayCall(me, adminOrders.deleteRefund)
  const search = (key: string, placeholder: string, label: string) => (
    <Input.Search key={key} placeholder={placeholder} allowClear defaultValue={query[key]} onSearch={(v) => update({ [key]: v.trim() })} style={{ width: 200 }} aria-label={label} />
  )
  return (
    <List title="退款" breadcrumb={false}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select aria-label="退款状态" value={query.status ?? '0'} options={STATUS_OPTIONS} onChange={(v) => update({ status: v === '0' ? undefined : v })} style={{ width: 130 }} />
        <Select aria-label="退款方式" value={query.is_local ?? '-1'} options={WAY_OPTIONS} onChange={(v) => update({ is_local: v === '-1' ? undefined : v })} style={{ width: 170 }} />
        <Select aria-label="支付渠道" value={query.payment ?? ''} options={CHANNEL_OPTIONS} onChange={(v) => update({ payment: v })} style={{ width: 130 }} />
        {search('refund_no', '退款单号', '按退款单号搜索')}
        {search('order_no', '订单号', '按订单号搜索')}
        {search('mobile', '学员手机号', '按学员手机号搜索')}
        <DatePicker.RangePicker
          aria-label="退款时间"
          value={from && to ? [dayjs(from), dayjs(to)] : null}
          onChange={(days) => update({ from: days?.[0]?.format('YYYY-MM-DD'), to: days?.[1]?.format('YYYY-MM-DD') })}
        />
      </Space>
      <Table<Refund>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.data.data ?? []}
        scroll={{ x: 1100 }}
        locale={{ emptyText: '暂无退款' }}
        pagination={{ current: Number(page), pageSize: PAGE_SIZE, total: list.data?.data.total ?? 0, showSizeChanger: false, onChange: (p) => update({ page: p }) }}
      >
        <Table.Column dataIndex="refund_no" title="退款单号" />
        <Table.Column<Refund> title="订单号" render={(_, r) => (r.order ? <Link to={linkTo('orderShow', { id: r.order.id })}>{r.order.order_id}</Link> : '订单已删除')} />
        <Table.Column<Refund> title="学员" render={(_, r) => (r.user ? `${r.user.nick_name}（${r.user.mobile}）` : '学员已删除')} />
        <Table.Column<Refund> title="退款方式" width={110} render={(_, r) => (r.is_local ? '线下退款' : '原渠道退回')} />
        <Table.Column dataIndex="payment" title="支付渠道" width={100} render={(v: string) => PAYMENT_TEXT[v] || v || '-'} />
        <Table.Column dataIndex="amount" title="退款金额" width={110} render={(fen: number) => `¥${yuanOf(fen)}`} />
        <Table.Column dataIndex="reason" title="原因" render={(v: string) => v || '-'} />
        <Table.Column dataIndex="status" title="状态" width={100} render={(v: number) => <Tag color={STATUS_COLORS[v]}>{REFUND_STATUS_TEXT[v] ?? v}</Tag>} />
        <Table.Column dataIndex="success_at" title="到账时间" width={170} render={(v: string | null) => v ?? '-'} />
        <Table.Column dataIndex="created_at" title="提交时间" width={170} />
        {mayDelete && (
          <Table.Column<Refund>
            title="操作"
            fixed="right"
            width={80}
            render={(_, r) =>
              deletableRefund(r) && <ConfirmDelete title={`确定删除退款记录 ${r.refund_no}？删除后这笔钱不再计入该订单的已退金额`} onConfirm={() => remove(r.id)} />
            }
          />
        )}
      </Table>
    </List>
  )
}
