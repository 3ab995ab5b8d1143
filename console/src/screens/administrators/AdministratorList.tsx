/** 管理员: who may log in to the console, their roles, when they last did. */
import type { Static } from 'typebox'
import { List, useTable } from '@refinedev/antd'
import { Space, Table, Tag } from 'antd'
import { Link } from 'react-router'
import { adminStaff } from '../../../../types/endpoints/admin/staff'
import type { Administrator } from '../../../../types/contract/admin/staff'
import { mayCall } from '../../access'
import { useMe } from '../../layout/useMe'
import { linkTo } from '../../routes'
import { DeleteAction } from '../../layout/DeleteAction'
import { CreateLink } from '../../layout/CreateLink'
import { useCall } from '../../api/useCall'

export default function AdministratorList() {
  const { data: me } = useMe()
  const { tableProps } = useTable<Static<typeof Administrator>>({ resource: 'administrator', syncWithLocation: true })
  // Role names for the tags (the list answers role ids, as MeEdu does); only for those who may add administrators.
  const roles = useCall(adminStaff.administratorForm, {}, mayCall(me, adminStaff.administratorForm))
  const roleName = new Map((roles.data?.roles ?? []).map((r) => [r.id, r.display_name]))
  return (
    <List title="管理员" breadcrumb={false} headerButtons={<CreateLink to="administratorCreate" entry={adminStaff.createAdministrator}>添加管理员</CreateLink>}>
      <Table {...tableProps} rowKey="id" scroll={{ x: 800 }}>
        <Table.Column dataIndex="id" title="ID" width={70} />
        <Table.Column dataIndex="name" title="姓名" />
        <Table.Column dataIndex="email" title="邮箱" />
        <Table.Column<Static<typeof Administrator>>
          title="角色"
          render={(_, a) => (a.is_super ? <Tag color="gold">超级管理员</Tag> : a.role_id.map((id) => <Tag key={id}>{roleName.get(id) ?? id}</Tag>))}
        />
        <Table.Column<Static<typeof Administrator>> dataIndex="is_ban_login" title="状态" render={(v: number) => (v ? <Tag color="red">禁止登录</Tag> : <Tag color="green">正常</Tag>)} />
        <Table.Column dataIndex="last_login_date" title="最后登录" render={(v: string | null) => v ?? '从未登录'} />
        <Table.Column dataIndex="login_times" title="登录次数" width={90} />
        <Table.Column<Static<typeof Administrator>>
          title="操作"
          fixed="right"
          render={(_, a) => (
            <Space>
              {mayCall(me, adminStaff.updateAdministrator) && <Link to={linkTo('administratorEdit', { id: a.id })}>编辑</Link>}
              {mayCall(me, adminStaff.deleteAdministrator) && !a.is_super && a.id !== me?.id && <DeleteAction resource="administrator" id={a.id} what={a.name} />}
            </Space>
          )}
        />
      </Table>
    </List>
  )
}
