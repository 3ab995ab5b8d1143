/** 颁发证书: a template's certificate given to the learner with this mobile. */
import { Form, Input, Modal, Select } from 'antd'
import { adminCert } from '../../../../../types/endpoints/admin/addons/cert'
import type { AdminCert, IssueCertBody } from '../../../../../types/contract/admin/addons/cert'
import { call } from '../../../api/request'
import { useSaving } from '../../../forms/useSaving'

const mobileRule = { pattern: /^1\d{10}$/, message: '请输入11位手机号' }

export function IssueDialog({ certs, onClose }: { certs: AdminCert[]; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<IssueCertBody>()
  const { saving, save: persist } = useSaving()
  const save = async () => {
    const v = await form.validateFields()
    if (await persist(() => call(adminCert.issue, { body: { cert_id: v.cert_id, mobile: v.mobile.trim() } }))) onClose(true)
  }
  return (
    <Modal open title="颁发证书" okText="颁发" cancelText="取消" confirmLoading={saving} onOk={() => void save().catch(() => undefined)} onCancel={() => onClose(false)} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.Item name="cert_id" label="证书" rules={[{ required: true, message: '请选择证书' }]}>
          <Select placeholder="选择证书" options={certs.map((c) => ({ value: c.id, label: c.name }))} />
        </Form.Item>
        <Form.Item name="mobile" label="学员手机号" rules={[{ required: true, message: '请填写学员手机号' }, mobileRule]}>
          <Input inputMode="numeric" maxLength={11} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
