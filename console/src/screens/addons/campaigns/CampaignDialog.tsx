/** A campaign's goods (type and id, checked by the server), price, window and its own fields, in a dialog. */
import { Form, Input, InputNumber, Modal, Select } from 'antd'
import { CAMPAIGN_GOODS_TEXT, CAMPAIGN_GOODS_TYPES } from '../../../../../types/admin/campaigns'
import { wholeNumber } from '../../../forms/rules'
import { useSaving } from '../../../forms/useSaving'
import type { CampaignForm, CampaignKind, CampaignRow } from './kind'
import { campaignTime, endsAfterStart } from './rules'

const GOODS_OPTIONS = CAMPAIGN_GOODS_TYPES.map((value) => ({ value, label: CAMPAIGN_GOODS_TEXT[value] }))

/** Stored times carry seconds; the form shows minutes. */
const minutes = (at: string) => at.slice(0, 16)

export function CampaignDialog<Row extends CampaignRow, Body extends CampaignForm>({ kind, row, onClose }: { kind: CampaignKind<Row, Body>; row: Row | null; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<Body>()
  const { saving, save: persist } = useSaving()
  const initial = row ? { ...row, started_at: minutes(row.started_at), ended_at: minutes(row.ended_at) } : { goods_type: 'course', ...kind.defaults }
  const save = async () => {
    const values = await form.validateFields()
    const shared: CampaignForm = { goods_type: values.goods_type, goods_id: values.goods_id, charge: values.charge, started_at: values.started_at.trim(), ended_at: values.ended_at.trim() }
    if (await persist(() => kind.save(row?.id ?? null, kind.bodyOf(shared, values)))) onClose(true)
  }
  return (
    <Modal open title={`${row ? '编辑' : '添加'}${kind.noun}活动`} okText="保存" cancelText="取消" confirmLoading={saving} onOk={() => void save().catch(() => undefined)} onCancel={() => onClose(false)} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="goods_type" label="商品类型" rules={[{ required: true, message: '请选择商品类型' }]}>
          <Select options={GOODS_OPTIONS} />
        </Form.Item>
        <Form.Item name="goods_id" label="商品ID" rules={[{ required: true, message: '请填写商品ID' }, wholeNumber('商品ID', 1, 2147483647)]} extra="在课程、电子书或直播课列表中查看ID">
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="charge" label="活动价（元）" rules={[{ required: true, message: '请填写活动价' }, wholeNumber('活动价', 1, 1000000)]} extra="须低于商品原价">
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="started_at" label="开始时间" rules={[campaignTime('开始时间')]}>
          <Input placeholder="2026-12-01 10:00" />
        </Form.Item>
        <Form.Item name="ended_at" label="结束时间" dependencies={['started_at']} rules={[campaignTime('结束时间'), endsAfterStart]}>
          <Input placeholder="2026-12-03 22:00" />
        </Form.Item>
        {kind.fields}
      </Form>
    </Modal>
  )
}
