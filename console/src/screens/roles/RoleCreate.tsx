import { Create, useForm } from '@refinedev/antd'
import { RoleForm } from './RoleForm'

export default function RoleCreate() {
  const { formProps, saveButtonProps } = useForm({ resource: 'administrator_role', action: 'create', successNotification: { type: 'success', message: '角色已添加' } })
  return (
    <Create title="添加角色" saveButtonProps={{ ...saveButtonProps, children: '保存' }} breadcrumb={false}>
      <RoleForm formProps={{ ...formProps, initialValues: { permission_ids: [] } }} />
    </Create>
  )
}
