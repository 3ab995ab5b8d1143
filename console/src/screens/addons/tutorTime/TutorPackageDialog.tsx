/** A tutoring package: name, cover, minutes, price and original price, summary, on sale or not. */
import { Form, Input, InputNumber, Modal, Switch } from 'antd'
import type { RuleRender } from 'antd/es/form'
import { adminTutorTime } from '../../../../../types/endpoints/admin/addons/tutorTime'
import type { AdminTutorPackage, TutorPackageBody } from '../../../../../types/contract/admin/addons/tutorTime'
import { TUTOR_LIMITS } from '../../../../../types/admin/tutorTime'
import { call } from '../../../api/request'
import { maxLength, required, wholeNumber } from '../../../forms/rules'
import { switchProps } from '../../../forms/fields'
import { useSaving } from '../../../forms/useSaving'
import { ImagePicker } from '../../../media/ImagePicker'

const NEW_PACKAGE: Partial<TutorPackageBody> = { is_show: 1, sort: 0 }

/** The original price is never below the price (the server says so too). */
const notBelowPrice: RuleRender = ({ getFieldValue }) => ({
  validator: async (_rule: unknown, value: unknown) => {
    const charge = Number(getFieldValue('charge'))
    if (value !== undefined && value !== null && value !== '' && Number(value) < charge) throw new Error('原价不能低于价格')
  }
})

const positivePrice = {
  validator: async (_rule: unknown, value: unknown) => {
    if (value === undefined || value === null || value === '') return
    if (!(Number(value) > 0) || Number(value) > TUTOR_LIMITS.maxCharge) throw new Error(`价格须在0.01-${TUTOR_LIMITS.maxCharge}之间`)
  }
}

export function TutorPackageDialog({ pkg, onClose }: { pkg: AdminTutorPackage | null; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<TutorPackageBody>()
  const { saving, save: persist } = useSaving()
  const save = async () => {
    const v = await form.validateFields()
    const body: TutorPackageBody = { ...v, title: v.title.trim(), short_desc: (v.short_desc ?? '').trim(), is_show: v.is_show ?? 0, sort: v.sort ?? 0 }
    if (await persist(() => (pkg ? call(adminTutorTime.updatePackage, { params: { id: pkg.id }, body }) : call(adminTutorTime.createPackage, { body })))) onClose(true)
  }
  return (
    <Modal open title={pkg ? '编辑辅导套餐' : '添加辅导套餐'} okText="保存" cancelText="取消" confirmLoading={saving} onOk={() => void save().catch(() => undefined)} onCancel={() => onClose(false)} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={pkg ?? NEW_PACKAGE}>
        <Form.Item name="title" label="套餐名称" rules={[required('套餐名称'), maxLength('套餐名称', TUTOR_LIMITS.maxTitle)]}>
          <Input placeholder="如：一对一陪练月卡 · 300分钟" />
        </Form.Item>
        <Form.Item name="thumb" label="套餐封面" rules={[{ required: true, message: '请上传套餐封面' }]}>
          <ImagePicker scene="cover" aspect={1} previewWidth={120} previewHeight={120} label="套餐封面" />
        </Form.Item>
        <Form.Item name="minutes" label="时长（分钟）" rules={[{ required: true, message: '请填写时长' }, wholeNumber('时长', 1, TUTOR_LIMITS.maxMinutes)]}>
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="charge" label="价格（元）" rules={[{ required: true, message: '请填写价格' }, positivePrice]}>
          <InputNumber precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="original_charge" label="原价（元）" dependencies={['charge']} rules={[notBelowPrice]} extra="不填则与价格相同">
          <InputNumber precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="short_desc" label="简介" rules={[maxLength('简介', 200)]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="sort" label="排序" rules={[wholeNumber('排序', 0, 100000)]} extra="数字越小越靠前">
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="is_show" label="上架" {...switchProps}>
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  )
}
