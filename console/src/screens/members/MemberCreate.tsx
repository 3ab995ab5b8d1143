import { Create, useForm } from '@refinedev/antd'
import { MemberForm, memberBody } from './MemberForm'

export default function MemberCreate() {
  const { formProps, saveButtonProps } = useForm({ resource: 'member', action: 'create', successNotification: { type: 'success', message: '学员已添加' } })
  return (
    <Create title="添加学员" saveButtonProps={{ ...saveButtonProps, children: '保存' }} breadcrumb={false}>
      <MemberForm formProps={{ ...formProps, onFinish: (v) => formProps.onFinish?.(memberBody(v as Record<string, unknown>, false)) }} editing={false} />
    </Create>
  )
}
