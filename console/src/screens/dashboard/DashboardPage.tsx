/** 工作台: today's and this month's figures, the to-dos linking to their lists, and the last 30 days. */
import { Suspense, lazy, useMemo } from 'react'
import { Link } from 'react-router'
import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd'
import { beijingNow } from '../../beijing'
import { adminDashboard } from '../../../../types/endpoints/admin/dashboard'
import { useCall } from '../../api/useCall'
import { linkTo } from '../../routes'

const LineChart = lazy(() => import('./LineChart'))

const DAYS = 30

export default function DashboardPage() {
  const summary = useCall(adminDashboard.summary, {})
  const range = useMemo(() => ({ start_at: beijingNow().subtract(DAYS - 1, 'day').format('YYYY-MM-DD'), end_at: beijingNow().format('YYYY-MM-DD') }), [])
  const graph = useCall(adminDashboard.graph, { query: range })
  const s = summary.data
  const g = graph.data
  const days = useMemo(() => (g ? Object.keys(g.user_register) : []), [g])
  const money = useMemo(() => (g ? [{ name: '收入（元）', values: days.map((d) => g.order_sum[d]) }] : []), [g, days])
  const people = useMemo(
    () => (g ? [{ name: '支付订单', values: days.map((d) => g.order_paid[d]) }, { name: '新增学员', values: days.map((d) => g.user_register[d]) }, { name: '活跃学员', values: days.map((d) => g.active_user[d]) }] : []),
    [g, days]
  )

  const figure = (title: string, value: number | undefined, prefix?: string) => (
    <Col xs={12} md={8} xl={4}>
      <Card size="small">
        <Statistic title={title} value={value ?? 0} prefix={prefix} loading={!s} />
      </Card>
    </Col>
  )

  return (
    <>
      <Typography.Title level={4}>工作台</Typography.Title>
      <Row gutter={[16, 16]}>
        {figure('今日收入', s?.today_paid_sum, '¥')}
        {figure('今日支付订单', s?.today_paid_order_count)}
        {figure('今日新增学员', s?.today_register_user_count)}
        {figure('今日活跃学员', s?.today_active_user_count)}
        {figure('本月收入', s?.this_month_paid_sum, '¥')}
        {figure('本月支付订单', s?.this_month_paid_order_count)}
        {figure('本月新增学员', s?.this_month_register_user_count)}
        {figure('本月活跃学员', s?.this_month_active_user_count)}
        {figure('学员总数', s?.user_count)}
      </Row>
      <Card title="待办" size="small" style={{ marginTop: 16 }}>
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Link to={linkTo('orders', {}, { payment: 'handPay', status: 5 })}>
              <Statistic title="待确认的手动打款" value={s?.todo.hand_pay_orders ?? 0} loading={!s} />
            </Link>
          </Col>
          <Col xs={12} md={6}>
            <Link to={linkTo('comments', {}, { is_check: 0 })}>
              <Statistic title="待审核评论" value={s?.todo.comments ?? 0} loading={!s} />
            </Link>
          </Col>
          {s?.todo.mall_parcels !== undefined && (
            <Col xs={12} md={6}>
              <Link to={linkTo('mallOrders', {}, { status: 'waiting' })}>
                <Statistic title="积分商城待发货" value={s.todo.mall_parcels} />
              </Link>
            </Col>
          )}
          {s?.todo.share_withdrawals !== undefined && (
            <Col xs={12} md={6}>
              <Link to={linkTo('shareWithdrawals', {}, { status: 0 })}>
                <Statistic title="待审核提现" value={s.todo.share_withdrawals} />
              </Link>
            </Col>
          )}
          {s?.todo.homework_takes !== undefined && (
            <Col xs={12} md={6}>
              <Link to={linkTo('homeworkWaiting')}>
                <Statistic title="待点评作业" value={s.todo.homework_takes} />
              </Link>
            </Col>
          )}
          {s?.todo.paper_marking !== undefined && (
            <Col xs={12} md={6}>
              <Link to={linkTo('paperMarking')}>
                <Statistic title="待阅问答题" value={s.todo.paper_marking} />
              </Link>
            </Col>
          )}
        </Row>
      </Card>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={12}>
          <Card title={`近${DAYS}天收入`} size="small">
            <Suspense fallback={<Skeleton active />}>{g ? <LineChart days={days} series={money} /> : <Skeleton active />}</Suspense>
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={`近${DAYS}天订单与学员`} size="small">
            <Suspense fallback={<Skeleton active />}>{g ? <LineChart days={days} series={people} /> : <Skeleton active />}</Suspense>
          </Card>
        </Col>
      </Row>
    </>
  )
}
