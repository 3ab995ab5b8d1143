import { Edit, useForm } from '@refinedev/antd'
import { useParams } from 'react-router'
import { MemberForm, memberBody } from './MemberForm'

export default function MemberEdit() {
  const { id } = useParams()
  const { formProps, saveButtonProps } = useForm({ resource: 'member', action: 'edit', id, successNotification: { type: 'success', message: '已保存' } })
  return (
    <Edit title="编辑学员" saveButtonProps={{ ...saveButtonProps, children: '保存' }} breadcrumb={false} headerButtons={() => null}>
      <MemberForm formProps={{ ...formProps, onFinish: (v) => formProps.onFinish?.(memberBody(v as Record<string, unknown>, true)) }} editing />
    </Edit>
  )
}
