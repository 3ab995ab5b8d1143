import { Create, useForm } from '@refinedev/antd'
import { AdministratorForm } from './AdministratorForm'

export default function AdministratorCreate() {
  const { formProps, saveButtonProps } = useForm({ resource: 'administrator', action: 'create', successNotification: { type: 'success', message: '管理员已添加' } })
  return (
    <Create title="添加管理员" saveButtonProps={{ ...saveButtonProps, children: '保存' }} breadcrumb={false}>
      <AdministratorForm formProps={{ ...formProps, initialValues: { is_ban_login: 0, role_id: [] } }} editing={false} />
    </Create>
  )
}
