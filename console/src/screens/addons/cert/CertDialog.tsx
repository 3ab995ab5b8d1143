/** A certificate template: its title, the line printed under the learner's name, its colour (frame and title) and the thumbnail learners see in their list. */
import { Form, Input, Modal } from 'antd'
import { adminCert } from '../../../../../types/endpoints/admin/addons/cert'
import type { AdminCert, CertBody } from '../../../../../types/contract/admin/addons/cert'
import { CERT_LIMITS } from '../../../../../types/admin/certLimits'
import { call } from '../../../api/request'
import { maxLength, required } from '../../../forms/rules'
import { useSaving } from '../../../forms/useSaving'
import { ImagePicker } from '../../../media/ImagePicker'

const colorRule = { pattern: /^#[0-9a-fA-F]{6}$/, message: '主色须是 # 加六位十六进制，如 #b04530' }

export function CertDialog({ cert, onClose }: { cert: AdminCert | null; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<CertBody>()
  const { saving, save: persist } = useSaving()
  const save = async () => {
    const v = await form.validateFields()
    const body: CertBody = { name: v.name.trim(), description: v.description.trim(), color: v.color.trim(), template_image: v.template_image }
    if (await persist(() => (cert ? call(adminCert.updateCert, { params: { id: cert.id }, body }) : call(adminCert.createCert, { body })))) onClose(true)
  }
  return (
    <Modal open title={cert ? '编辑证书' : '添加证书'} okText="保存" cancelText="取消" confirmLoading={saving} onOk={() => void save().catch(() => undefined)} onCancel={() => onClose(false)} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={cert ?? { color: '#b04530' }}>
        <Form.Item name="name" label="证书名称" rules={[required('证书名称'), maxLength('证书名称', CERT_LIMITS.maxName)]} extra="证书上的大标题">
          <Input />
        </Form.Item>
        <Form.Item name="description" label="证书说明" rules={[required('证书说明'), maxLength('证书说明', CERT_LIMITS.maxDescription)]} extra="印在学员姓名下方，如：完成《钢琴零基础入门》全部课程的学习">
          <Input />
        </Form.Item>
        <Form.Item name="color" label="主色" rules={[required('主色'), colorRule]} extra="边框与标题的颜色">
          <Input style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="template_image" label="缩略图" rules={[{ required: true, message: '请上传缩略图' }]} extra="学员证书列表里显示，建议 480×340 像素">
          <ImagePicker scene="cover" aspect={48 / 34} label="缩略图" />
        </Form.Item>
      </Form>
    </Modal>
  )
}
