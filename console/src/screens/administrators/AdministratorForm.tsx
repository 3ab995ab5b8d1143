/** The administrator's fields, shared by 添加 and 编辑 (MeEdu's AdministratorRequest, with our password rule). */
import { Form, Input, Select, Switch, type FormProps } from 'antd'
import { adminStaff } from '../../../../types/endpoints/admin/staff'
import { useCall } from '../../api/useCall'
import { email, maxLength, password, required } from '../../forms/rules'

export function AdministratorForm({ formProps, editing }: { formProps: FormProps; editing: boolean }) {
  const roles = useCall(adminStaff.administratorForm, {})
  return (
    <Form {...formProps} layout="vertical" style={{ maxWidth: 560 }}>
      <Form.Item name="name" label="姓名" rules={[required('管理员昵称'), maxLength('管理员昵称', 16)]}>
        <Input />
      </Form.Item>
      <Form.Item name="email" label="登录邮箱" rules={[required('邮箱'), email, maxLength('邮箱', 32)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="password" label="密码" rules={[password(editing)]} extra={editing ? '不修改请留空；8-16个字符，同时包含字母和数字' : '8-16个字符，同时包含字母和数字'}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="role_id" label="角色">
        <Select mode="multiple" allowClear loading={roles.isLoading} options={(roles.data?.roles ?? []).map((r) => ({ value: r.id, label: r.display_name }))} placeholder="选择角色" />
      </Form.Item>
      <Form.Item name="is_ban_login" label="禁止登录" valuePropName="checked" getValueProps={(v: number) => ({ checked: v === 1 })} normalize={(checked: boolean) => (checked ? 1 : 0)}>
        <Switch />
      </Form.Item>
    </Form>
  )
}
