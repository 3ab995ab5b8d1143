/** 统计's three tabs, each reading its own routes over the range the page picked. */
import { Suspense, lazy, useMemo, useState, type ReactNode } from 'react'
import { Col, Row, Segmented, Skeleton, Statistic, Table } from 'antd'
import { adminStats } from '../../../../types/endpoints/admin/stats'
import { useCall } from '../../api/useCall'
import { valuesOn } from './statsRange'

const LineChart = lazy(() => import('../dashboard/LineChart'))
const PieChart = lazy(() => import('./PieChart'))

interface Range {
  start_at: string
  end_at: string
}

const PAGE = 10

const Figure = ({ title, value, prefix }: { title: string; value: number | undefined; prefix?: string }) => (
  <Col xs={12} md={6} xl={4}>
    <Statistic title={title} value={value ?? 0} prefix={prefix} loading={value === undefined} />
  </Col>
)

const Chart = ({ ready, children }: { ready: boolean; children: ReactNode }) => <Suspense fallback={<Skeleton active />}>{ready ? children : <Skeleton active />}</Suspense>

/** The goods that brought most money in the range, of one kind or all. */
function TopGoods({ range, goodsType }: { range: Range; goodsType?: string }) {
  const [page, setPage] = useState(1)
  const top = useCall(adminStats.transactionTop, { query: { ...range, page, size: PAGE, goods_type: goodsType } })
  return (
    <Table
      rowKey={(r) => `${r.goods_type}-${r.goods_id}`}
      size="small"
      loading={top.isLoading}
      dataSource={top.data?.data}
      locale={{ emptyText: '该时间段内没有已支付的订单' }}
      pagination={{ current: page, pageSize: PAGE, total: top.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
    >
      <Table.Column dataIndex="goods_name" title="商品" />
      <Table.Column dataIndex="goods_type" title="类型" />
      <Table.Column dataIndex="orders_count" title="支付订单" />
      <Table.Column dataIndex="orders_paid_sum" title="收入" render={(v: number) => `¥${v}`} />
    </Table>
  )
}

export function TransactionsTab({ range }: { range: Range }) {
  const today = useCall(adminStats.transaction, {})
  const graph = useCall(adminStats.transactionGraph, { query: range })
  const t = today.data
  const g = graph.data
  const days = useMemo(() => (g ? Object.keys(g.paid_sum) : []), [g])
  const money = useMemo(() => (g ? [{ name: '收入（元）', values: valuesOn(days, g.paid_sum) }, { name: '客单价（元）', values: valuesOn(days, g.paid_avg_charge) }] : []), [g, days])
  const counts = useMemo(() => (g ? [{ name: '支付订单', values: valuesOn(days, g.paid_count) }, { name: '付款学员', values: valuesOn(days, g.paid_user_count) }] : []), [g, days])
  return (
    <>
      <Row gutter={[16, 16]}>
        <Figure title="今日收入" value={t?.today_paid_sum} prefix="¥" />
        <Figure title="昨日收入" value={t?.yesterday_paid_sum} prefix="¥" />
        <Figure title="今日支付订单" value={t?.today_paid_count} />
        <Figure title="今日付款学员" value={t?.today_paid_user_count} />
        <Figure title="今日下单" value={t?.today_count} />
        <Figure title="今日退款" value={t?.today_refund_sum} prefix="¥" />
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={12}>
          <Chart ready={!!g}>
            <LineChart days={days} series={money} />
          </Chart>
        </Col>
        <Col xs={24} xl={12}>
          <Chart ready={!!g}>
            <LineChart days={days} series={counts} />
          </Chart>
        </Col>
      </Row>
      <TopGoods key={range.start_at + range.end_at} range={range} />
    </>
  )
}

export function MembersTab({ range }: { range: Range }) {
  const figures = useCall(adminStats.user, {})
  const graph = useCall(adminStats.userGraph, { query: range })
  const [page, setPage] = useState(1)
  const payers = useCall(adminStats.userPaidTop, { query: { ...range, page, size: PAGE } })
  const u = figures.data
  const split = graph.data?.['first-non-first']
  const shares = useMemo(() => (split ? [{ name: '首次付费', value: split.first_count }, { name: '复购', value: split.non_first_count }] : []), [split])
  return (
    <>
      <Row gutter={[16, 16]}>
        <Figure title="学员总数" value={u?.user_count} />
        <Figure title="今日新增" value={u?.today_count} />
        <Figure title="本周新增" value={u?.week_count} />
        <Figure title="本月新增" value={u?.month_count} />
        <Figure title="今日学习" value={u?.today_watch_count} />
        <Figure title="昨日学习" value={u?.yesterday_watch_count} />
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={10}>
          <Chart ready={!!split}>{split && split.first_count + split.non_first_count === 0 ? <p>该时间段内没有付费学员</p> : <PieChart shares={shares} />}</Chart>
        </Col>
        <Col xs={24} xl={14}>
          <Table
            rowKey="user_id"
            size="small"
            loading={payers.isLoading}
            dataSource={payers.data?.data}
            locale={{ emptyText: '该时间段内没有付费学员' }}
            pagination={{ current: page, pageSize: PAGE, total: payers.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
          >
            <Table.Column title="学员" render={(_, r: { user_id: number; user: { nick_name: string } | null }) => r.user?.nick_name ?? `学员已删除（${r.user_id}）`} />
            <Table.Column dataIndex="count" title="支付订单" />
            <Table.Column dataIndex="total" title="付款金额" render={(v: number) => `¥${v}`} />
          </Table>
        </Col>
      </Row>
    </>
  )
}

/** MeEdu's goods labels (add-ons' kinds fall under 全部). */
const KINDS = [
  { label: '全部', value: '' },
  { label: '课程', value: 'COURSE' },
  { label: '课时', value: 'VIDEO' },
  { label: 'VIP', value: 'ROLE' }
]

export function ContentTab({ range }: { range: Range }) {
  const [kind, setKind] = useState('')
  return (
    <>
      <Segmented options={KINDS} value={kind} onChange={(v) => setKind(String(v))} style={{ marginBottom: 16 }} />
      <TopGoods key={range.start_at + range.end_at + kind} range={range} goodsType={kind || undefined} />
    </>
  )
}
