import { Edit, useForm } from '@refinedev/antd'
import { useParams } from 'react-router'
import { AdministratorForm } from './AdministratorForm'

export default function AdministratorEdit() {
  const { id } = useParams()
  const { formProps, saveButtonProps } = useForm({ resource: 'administrator', action: 'edit', id, successNotification: { type: 'success', message: '已保存' } })
  return (
    <Edit title="编辑管理员" saveButtonProps={{ ...saveButtonProps, children: '保存' }} breadcrumb={false} headerButtons={() => null}>
      <AdministratorForm formProps={formProps} editing />
    </Edit>
  )
}
