/**
 * 学员: searched by nickname, mobile or id, filtered by VIP and tag. The list answers the roles, tags and
 * remarks beside the page, so it is read with `useCall` rather than Refine's table.
 */
import { Avatar, Input, Select, Space, Table, Tag, Typography } from 'antd'
import { List } from '@refinedev/antd'
import { Link } from 'react-router'
import type { AdminMember } from '../../../../types/contract/admin/members'
import { adminMembers } from '../../../../types/endpoints/admin/members'
import { mayCall } from '../../access'
import { useCall } from '../../api/useCall'
import { CreateLink } from '../../layout/CreateLink'
import { useMe } from '../../layout/useMe'
import { useSearchQuery } from '../../layout/useSearchQuery'
import { linkTo } from '../../routes'

export default function MemberList() {
  const { data: me } = useMe()
  const { query, update } = useSearchQuery()
  const list = useCall(adminMembers.members, { query: { size: 10, ...query } })
  const remarks = list.data?.user_remarks ?? {}
  return (
    <List
      title="学员"
      breadcrumb={false}
      headerButtons={
        <Space>
          <CreateLink to="memberImport" entry={adminMembers.importMembers}>
            导入学员
          </CreateLink>
          <CreateLink to="memberCreate" entry={adminMembers.createMember}>
            添加学员
          </CreateLink>
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search placeholder="昵称、手机号或ID" allowClear defaultValue={query.keywords} onSearch={(v) => update({ keywords: v.trim() })} style={{ width: 260 }} aria-label="搜索学员" />
        <Select allowClear placeholder="VIP" style={{ width: 160 }} value={query.role_id ? Number(query.role_id) : undefined} onChange={(v?: number) => update({ role_id: v })} options={(list.data?.roles ?? []).map((r) => ({ value: r.id, label: r.name }))} />
        <Select allowClear placeholder="标签" style={{ width: 160 }} value={query.tag_id ? Number(query.tag_id) : undefined} onChange={(v?: number) => update({ tag_id: v })} options={(list.data?.tags ?? []).map((t) => ({ value: t.id, label: t.name }))} />
      </Space>
      <Table<AdminMember>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.data.data ?? []}
        scroll={{ x: 960 }}
        pagination={{ current: Number(query.page ?? 1), pageSize: 10, total: list.data?.data.total ?? 0, showSizeChanger: false, onChange: (page) => update({ page }) }}
      >
        <Table.Column dataIndex="id" title="ID" width={70} />
        <Table.Column<AdminMember>
          title="学员"
          render={(_, m) => (
            <Space>
              <Avatar src={m.avatar || undefined} size="small">{m.nick_name.slice(0, 1)}</Avatar>
              {m.nick_name}
              {m.is_lock === 1 && <Tag color="red">已锁定</Tag>}
            </Space>
          )}
        />
        <Table.Column dataIndex="mobile" title="手机号" />
        <Table.Column<AdminMember> title="VIP" render={(_, m) => (m.role ? <Tag color="gold">{`${m.role.name}（至${m.role_expired_at?.slice(0, 10) ?? ''}）`}</Tag> : '无')} />
        <Table.Column<AdminMember> title="标签" render={(_, m) => m.tags.map((t) => <Tag key={t.id}>{t.name}</Tag>)} />
        <Table.Column<AdminMember> title="备注" render={(_, m) => <Typography.Text ellipsis style={{ maxWidth: 160 }}>{remarks[String(m.id)]?.remark ?? ''}</Typography.Text>} />
        <Table.Column dataIndex="created_at" title="注册时间" width={170} />
        <Table.Column<AdminMember>
          title="操作"
          fixed="right"
          width={110}
          render={(_, m) => (
            <Space>
              {mayCall(me, adminMembers.detail) && <Link to={linkTo('memberShow', { id: m.id })}>详情</Link>}
              {mayCall(me, adminMembers.updateMember) && <Link to={linkTo('memberEdit', { id: m.id })}>编辑</Link>}
            </Space>
          )}
        />
      </Table>
    </List>
  )
}
