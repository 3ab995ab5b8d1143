/** 修改密码: the administrator's own password (MeEdu's PUT /administrator/password). */
import { Form, Input, Modal, message } from 'antd'
import { adminAuth } from '../../../types/endpoints/admin/auth'
import { call } from '../api/request'
import { password, required, sameAs } from '../forms/rules'

interface Values {
  old_password: string
  new_password: string
  new_password_confirmation: string
}

export function PasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>()
  const save = async () => {
    const values = await form.validateFields()
    await call(adminAuth.changePassword, { body: values })
    void message.success('密码已修改')
    form.resetFields()
    onClose()
  }
  return (
    <Modal title="修改密码" open={open} onOk={() => save().catch(() => undefined)} onCancel={onClose} okText="保存" destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.Item name="old_password" label="原密码" rules={[required('原密码')]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="new_password" label="新密码" rules={[password()]} extra="8-16个字符，同时包含字母和数字">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="new_password_confirmation" label="确认新密码" dependencies={['new_password']} rules={[sameAs('new_password')]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  )
}
