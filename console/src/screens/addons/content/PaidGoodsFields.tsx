/**
 * The fields every sold piece of content has (an e-book, a 图文 article): its category, cover, price (0
 * free), VIP free (only when priced) and sale state. Put inside an antd Form; the category list is read
 * from the add-on's own categories route.
 */
import { Form, InputNumber, Select, Switch } from 'antd'
import type { AdminEndpoint } from '../../../../../types/endpoints/endpoint'
import type { AdminContentCategory } from '../../../../../types/contract/admin/addons/contentReview'
import { CONTENT_LIMITS } from '../../../../../types/admin/contentLimits'
import { useCall } from '../../../api/useCall'
import { wholeNumber } from '../../../forms/rules'
import { switchProps } from '../../../forms/fields'
import { ImagePicker } from '../../../media/ImagePicker'

export interface PaidGoodsValues {
  category_id: number
  thumb: string
  charge: number
  is_vip_free?: 0 | 1
  is_show?: 0 | 1
}

/** The body's shared part: VIP free means nothing on free goods. */
export const paidGoodsBody = (v: PaidGoodsValues) => ({
  category_id: v.category_id,
  thumb: v.thumb,
  charge: v.charge,
  is_vip_free: v.charge > 0 ? (v.is_vip_free ?? 0) : (0 as const),
  is_show: v.is_show ?? 0
})

export const NEW_PAID_GOODS: Partial<PaidGoodsValues> = { charge: 0, is_vip_free: 0, is_show: 1 }

interface Props {
  categories: AdminEndpoint<{ response: AdminContentCategory[] }>
  aspect: number
  coverHint: string
  /** Off for goods sold only by price (a learning path has no VIP-free switch). */
  vipFree?: boolean
}

export function PaidGoodsFields({ categories, aspect, coverHint, vipFree = true }: Props) {
  const list = useCall(categories, {})
  const priced = ((Form.useWatch('charge', Form.useFormInstance()) as number | undefined) ?? 0) > 0
  return (
    <>
      <Form.Item name="category_id" label="所属分类" rules={[{ required: true, message: '请选择所属分类' }]}>
        <Select placeholder="选择分类" loading={list.isLoading} options={(list.data ?? []).map((c) => ({ value: c.id, label: c.name }))} />
      </Form.Item>
      <Form.Item name="thumb" label="封面" rules={[{ required: true, message: '请上传封面' }]} extra={coverHint}>
        <ImagePicker scene="cover" aspect={aspect} label="封面" />
      </Form.Item>
      <Form.Item name="charge" label="价格（元）" rules={[{ required: true, message: '请填写价格' }, wholeNumber('价格', 0, CONTENT_LIMITS.maxCharge)]} extra="整数；0 为免费">
        <InputNumber precision={0} style={{ width: '100%' }} />
      </Form.Item>
      {priced && vipFree && (
        <Form.Item name="is_vip_free" label="VIP免费" {...switchProps} extra="开启后，有效期内的VIP会员可免费阅读">
          <Switch />
        </Form.Item>
      )}
      <Form.Item name="is_show" label="上架" {...switchProps} extra="关闭后学员端不显示">
        <Switch />
      </Form.Item>
    </>
  )
}
