/** 角色: what each staff role may do (the super-admin role may do everything and is kept). */
import type { Static } from 'typebox'
import { List, useTable } from '@refinedev/antd'
import { Space, Table, Tag } from 'antd'
import { Link } from 'react-router'
import { adminStaff } from '../../../../types/endpoints/admin/staff'
import type { Role } from '../../../../types/contract/admin/staff'
import { SUPER_ROLE_SLUG } from '../../../../types/admin/permissions'
import { mayCall } from '../../access'
import { useMe } from '../../layout/useMe'
import { linkTo } from '../../routes'
import { DeleteAction } from '../../layout/DeleteAction'
import { CreateLink } from '../../layout/CreateLink'

export default function RoleList() {
  const { data: me } = useMe()
  const { tableProps } = useTable<Static<typeof Role>>({ resource: 'administrator_role', syncWithLocation: true })
  return (
    <List title="角色" breadcrumb={false} headerButtons={<CreateLink to="roleCreate" entry={adminStaff.createRole}>添加角色</CreateLink>}>
      <Table {...tableProps} rowKey="id">
        <Table.Column dataIndex="id" title="ID" width={70} />
        <Table.Column<Static<typeof Role>> dataIndex="display_name" title="角色名" render={(v: string, r) => (r.slug === SUPER_ROLE_SLUG ? <Tag color="gold">{v}</Tag> : v)} />
        <Table.Column dataIndex="description" title="描述" />
        <Table.Column<Static<typeof Role>> title="权限" render={(_, r) => (r.slug === SUPER_ROLE_SLUG ? '全部' : `${r.permission_ids.length} 项`)} />
        <Table.Column<Static<typeof Role>>
          title="操作"
          render={(_, r) =>
            r.slug === SUPER_ROLE_SLUG ? null : (
              <Space>
                {mayCall(me, adminStaff.updateRole) && <Link to={linkTo('roleEdit', { id: r.id })}>编辑</Link>}
                {mayCall(me, adminStaff.deleteRole) && <DeleteAction resource="administrator_role" id={r.id} what={r.display_name} />}
              </Space>
            )
          }
        />
      </Table>
    </List>
  )
}
