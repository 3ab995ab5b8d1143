/** The learner's fields, shared by 添加 and 编辑 (MeEdu's MemberRequest): name, mobile, password, VIP. */
import { DatePicker, Form, Input, Select, type FormProps } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { adminMembers } from '../../../../types/endpoints/admin/members'
import { useCall } from '../../api/useCall'
import { maxLength, required } from '../../forms/rules'
import { learnerPassword, mobile, vipUntil } from '../../forms/learnerRules'

const TIME = 'YYYY-MM-DD HH:mm:ss'

/** What the server takes of the form (the edit screen's record carries more: tags, credits, ...). */
export function memberBody(v: Record<string, unknown>, editing: boolean) {
  const roleId = Number(v.role_id ?? 0)
  return {
    nick_name: String(v.nick_name ?? '').trim(),
    mobile: String(v.mobile ?? ''),
    ...(!editing || v.password ? { password: String(v.password ?? '') } : {}),
    role_id: roleId,
    role_expired_at: roleId ? ((v.role_expired_at as string | null) ?? null) : null
  }
}

export function MemberForm({ formProps, editing }: { formProps: FormProps; editing: boolean }) {
  const form = useCall(adminMembers.memberForm, {})
  return (
    <Form {...formProps} layout="vertical" style={{ maxWidth: 560 }}>
      <Form.Item name="nick_name" label="昵称" rules={[required('昵称'), maxLength('昵称', 20)]}>
        <Input />
      </Form.Item>
      <Form.Item name="mobile" label="手机号" rules={[required('手机号'), mobile]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="password" label="密码" rules={[learnerPassword(editing)]} extra={editing ? '不修改请留空；6-16个字符' : '6-16个字符，学员用手机号和此密码登录'}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="role_id" label="VIP">
        <Select allowClear placeholder="无" loading={form.isLoading} options={(form.data?.roles ?? []).map((r) => ({ value: r.id, label: r.name }))} />
      </Form.Item>
      <Form.Item
        name="role_expired_at"
        label="VIP过期时间"
        dependencies={['role_id']}
        rules={[vipUntil]}
        getValueProps={(v: string | null) => ({ value: v ? dayjs(v) : null })}
        normalize={(d: Dayjs | null) => (d ? d.format(TIME) : null)}
      >
        <DatePicker showTime placeholder="选择时间" style={{ width: '100%' }} />
      </Form.Item>
    </Form>
  )
}
