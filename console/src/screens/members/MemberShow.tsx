/** One learner: who they are, VIP, tags and remark, what they ordered and which courses they hold. */
import { Card, Col, Descriptions, Empty, Row, Space, Spin, Table, Tabs, Tag } from 'antd'
import { Show } from '@refinedev/antd'
import { Link, useParams } from 'react-router'
import type { AdminOrder } from '../../../../types/contract/admin/orders'
import { adminMembers } from '../../../../types/endpoints/admin/members'
import { adminOrders } from '../../../../types/endpoints/admin/orders'
import { mayCall } from '../../access'
import { useCall } from '../../api/useCall'
import { useMe } from '../../layout/useMe'
import { linkTo } from '../../routes'
import { STATUS_COLORS } from '../orders/orderTabs'
import { MemberRemark, MemberTags } from './MemberNotes'

function MemberOrders({ id }: { id: number }) {
  const { data: me } = useMe()
  const orders = useCall(adminMembers.orders, { params: { id }, query: { size: 50 } })
  return (
    <Table<AdminOrder> rowKey="id" size="small" loading={orders.isLoading} dataSource={orders.data?.data.data ?? []} pagination={false} locale={{ emptyText: '暂无订单' }}>
      <Table.Column<AdminOrder> dataIndex="order_id" title="订单号" render={(no: string, o) => (mayCall(me, adminOrders.order) ? <Link to={linkTo('orderShow', { id: o.id })}>{no}</Link> : no)} />
      <Table.Column<AdminOrder> title="商品" render={(_, o) => o.goods.map((g) => g.goods_name).join('、')} />
      <Table.Column dataIndex="charge" title="金额" render={(v: number) => `¥${v}`} />
      <Table.Column<AdminOrder> dataIndex="status_text" title="状态" render={(t: string, o) => <Tag color={STATUS_COLORS[o.status]}>{t}</Tag>} />
      <Table.Column dataIndex="created_at" title="下单时间" />
    </Table>
  )
}

function MemberCourses({ id }: { id: number }) {
  const courses = useCall(adminMembers.courses, { params: { id }, query: { size: 50 } })
  const byId = courses.data?.courses ?? {}
  return (
    <Table rowKey="course_id" size="small" loading={courses.isLoading} dataSource={courses.data?.data.data ?? []} pagination={false} locale={{ emptyText: '暂无课程' }}>
      <Table.Column<{ course_id: number }> title="课程" render={(_, c) => byId[String(c.course_id)]?.title ?? '课程已删除'} />
      <Table.Column dataIndex="charge" title="支付" render={(v: number) => (v ? `¥${v}` : '赠送')} />
      <Table.Column dataIndex="created_at" title="开通时间" />
    </Table>
  )
}

export default function MemberShow() {
  const id = Number(useParams().id)
  const { data: me } = useMe()
  const detail = useCall(adminMembers.detail, { params: { id } })
  if (detail.isLoading) return <Spin />
  if (!detail.data) return <Empty description="学员不存在" />
  const m = detail.data.data
  const tabs = [
    mayCall(me, adminMembers.orders) && { key: 'orders', label: '订单', children: <MemberOrders id={id} /> },
    mayCall(me, adminMembers.courses) && { key: 'courses', label: '课程', children: <MemberCourses id={id} /> }
  ].filter((t) => t !== false)
  return (
    <Show title={`学员 ${m.nick_name}`} breadcrumb={false} headerButtons={() => (mayCall(me, adminMembers.updateMember) ? <Link to={linkTo('memberEdit', { id })}>编辑</Link> : null)}>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="ID">{m.id}</Descriptions.Item>
        <Descriptions.Item label="昵称">{m.nick_name}</Descriptions.Item>
        <Descriptions.Item label="手机号">{m.mobile}</Descriptions.Item>
        <Descriptions.Item label="VIP">{m.role ? `${m.role.name}（至${m.role_expired_at ?? ''}）` : '无'}</Descriptions.Item>
        <Descriptions.Item label="积分">{m.credit1}</Descriptions.Item>
        <Descriptions.Item label="注册时间">{m.created_at}</Descriptions.Item>
        <Descriptions.Item label="状态">{m.is_lock ? <Tag color="red">已锁定</Tag> : <Tag color="green">正常</Tag>}</Descriptions.Item>
      </Descriptions>
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col xs={24} md={12}>
          <MemberTags id={id} current={m.tags} editable={mayCall(me, adminMembers.setTags)} />
        </Col>
        <Col xs={24} md={12}>
          {mayCall(me, adminMembers.remark) && <MemberRemark id={id} current={m.remark?.remark ?? ''} editable={mayCall(me, adminMembers.setRemark)} />}
        </Col>
      </Row>
      <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
        <Card size="small">{tabs.length ? <Tabs items={tabs} /> : <Empty description="无权查看学员的订单与课程" />}</Card>
      </Space>
    </Show>
  )
}
