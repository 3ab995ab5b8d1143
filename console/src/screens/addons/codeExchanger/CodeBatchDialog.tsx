/** 生成兑换码: a batch's name, what each code grants (a real goods, optional bonus points), how many, prefix, expiry. */
import { DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd'
import type { Dayjs } from 'dayjs'
import { adminCodeExchanger } from '../../../../../types/endpoints/admin/addons/codeExchanger'
import type { CodeBatchBody } from '../../../../../types/contract/admin/addons/codeExchanger'
import { CODE_BATCH_LIMITS, CODE_GRANT_TEXT, CODE_GRANTS, type CodeGrant } from '../../../../../types/admin/codeBatches'
import { beijingNow } from '../../../beijing'
import { call } from '../../../api/request'
import { maxLength, required, wholeNumber } from '../../../forms/rules'
import { useSaving } from '../../../forms/useSaving'
import { useRunningAddons } from '../../../layout/useRunningAddons'
import { GrantSelect } from './GrantSelect'
import { codePrefix } from './rules'

interface Values {
  name: string
  goods_type: CodeGrant
  goods_id: number
  credit1?: number
  count: number
  prefix?: string
  ends_at?: Dayjs
}

const batchBody = (v: Values): CodeBatchBody => ({
  name: v.name.trim(),
  goods_type: v.goods_type,
  goods_id: v.goods_id,
  credit1: v.credit1 ?? 0,
  count: v.count,
  prefix: (v.prefix ?? '').trim().toUpperCase(),
  ends_at: v.ends_at ? v.ends_at.format('YYYY-MM-DD 23:59:59') : null
})

export function CodeBatchDialog({ onClose }: { onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<Values>()
  const kind = Form.useWatch('goods_type', form) ?? 'vod'
  const running = useRunningAddons()
  const { saving, save: persist } = useSaving()
  // E-books are offered only while their add-on runs (the server refuses them otherwise).
  const kinds = CODE_GRANTS.filter((k) => k !== 'book' || running?.has('MeeduBooks')).map((k) => ({ value: k, label: CODE_GRANT_TEXT[k] }))
  const save = async () => {
    const body = batchBody(await form.validateFields())
    if (await persist(() => call(adminCodeExchanger.createBatch, { body }))) onClose(true)
  }
  return (
    <Modal open title="生成兑换码" okText="生成" cancelText="取消" confirmLoading={saving} onOk={() => void save().catch(() => undefined)} onCancel={() => onClose(false)} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ goods_type: 'vod', count: 10, credit1: 0 }}>
        <Form.Item name="name" label="批次名称" rules={[required('批次名称'), maxLength('批次名称', CODE_BATCH_LIMITS.maxName)]} extra="学员兑换时看到的名称，如：期末汇报演出赠课">
          <Input />
        </Form.Item>
        <Form.Item name="goods_type" label="兑换内容类型" rules={[{ required: true, message: '请选择兑换内容类型' }]}>
          <Select options={kinds} onChange={() => form.setFieldValue('goods_id', undefined)} />
        </Form.Item>
        <Form.Item name="goods_id" label="兑换内容" rules={[{ required: true, message: `请选择${CODE_GRANT_TEXT[kind]}` }]}>
          <GrantSelect kind={kind} />
        </Form.Item>
        <Form.Item name="credit1" label="赠送积分" rules={[wholeNumber('赠送积分', 0, CODE_BATCH_LIMITS.maxCredit1)]} extra="兑换时另外赠送的积分，0 为不赠送">
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="count" label="生成数量" rules={[{ required: true, message: '请填写生成数量' }, wholeNumber('生成数量', 1, CODE_BATCH_LIMITS.maxCount)]}>
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="prefix" label="兑换码前缀" rules={[maxLength('兑换码前缀', CODE_BATCH_LIMITS.maxPrefix), codePrefix]} extra="可不填；兑换码为前缀加10位随机字符，每个只能使用一次">
          <Input placeholder="如 GIFT" />
        </Form.Item>
        <Form.Item name="ends_at" label="过期日期" extra="不填则永久有效">
          <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isBefore(beijingNow(), 'day')} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
