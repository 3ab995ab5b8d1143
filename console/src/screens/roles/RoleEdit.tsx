import { Edit, useForm } from '@refinedev/antd'
import { useParams } from 'react-router'
import { RoleForm } from './RoleForm'

export default function RoleEdit() {
  const { id } = useParams()
  const { formProps, saveButtonProps } = useForm({ resource: 'administrator_role', action: 'edit', id, successNotification: { type: 'success', message: '已保存' } })
  return (
    <Edit title="编辑角色" saveButtonProps={{ ...saveButtonProps, children: '保存' }} breadcrumb={false} headerButtons={() => null}>
      <RoleForm formProps={formProps} />
    </Edit>
  )
}
