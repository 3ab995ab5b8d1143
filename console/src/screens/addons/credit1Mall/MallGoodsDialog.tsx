/** A points-mall goods: name, picture, points price, stock, what a virtual one grants, on sale or not, its description. */
import { Form, Input, InputNumber, Modal, Select, Switch } from 'antd'
import { adminCredit1Mall } from '../../../../../types/endpoints/admin/addons/credit1Mall'
import type { AdminMallGoods, MallGoodsBody } from '../../../../../types/contract/admin/addons/credit1Mall'
import { MALL_LIMITS } from '../../../../../types/admin/mallShipping'
import { call } from '../../../api/request'
import { maxLength, required, wholeNumber } from '../../../forms/rules'
import { switchProps } from '../../../forms/fields'
import { useSaving } from '../../../forms/useSaving'
import { LazyRichTextEditor } from '../../../forms/LazyRichTextEditor'
import { ImagePicker } from '../../../media/ImagePicker'

export const GRANT_OPTIONS = [
  { value: 'vod', label: '课程' },
  { value: 'book', label: '电子书' },
  { value: 'vip', label: 'VIP会员' }
] as const

type Values = Omit<MallGoodsBody, 'v_type'> & { v_type?: 'vod' | 'book' | 'vip' }

const NEW_GOODS: Partial<Values> = { is_v: 0, is_show: 1, sort: 0, stock: 0 }

/** The form as the server takes it: a physical goods grants nothing. */
const goodsBody = (v: Values): MallGoodsBody => ({
  title: v.title.trim(),
  thumb: v.thumb,
  charge: v.charge,
  stock: v.stock,
  is_v: v.is_v ?? 0,
  v_type: v.is_v ? v.v_type : '',
  v_id: v.is_v ? v.v_id : 0,
  desc: v.desc ?? '',
  is_show: v.is_show ?? 0,
  sort: v.sort ?? 0
})

export function MallGoodsDialog({ goods, onClose }: { goods: AdminMallGoods | null; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<Values>()
  const isVirtual = Form.useWatch('is_v', form) === 1
  const { saving, save: persist } = useSaving()
  const save = async () => {
    const body = goodsBody(await form.validateFields())
    if (await persist(() => (goods ? call(adminCredit1Mall.updateGoods, { params: { id: goods.id }, body }) : call(adminCredit1Mall.createGoods, { body })))) onClose(true)
  }
  const initial = goods ? { ...goods, v_type: goods.v_type || undefined, v_id: goods.v_id || undefined } : NEW_GOODS
  return (
    <Modal open width={720} title={goods ? '编辑积分商品' : '添加积分商品'} okText="保存" cancelText="取消" confirmLoading={saving} onOk={() => void save().catch(() => undefined)} onCancel={() => onClose(false)} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={initial as Values}>
        <Form.Item name="title" label="商品名称" rules={[required('商品名称'), maxLength('商品名称', MALL_LIMITS.maxTitle)]}>
          <Input placeholder="如：机械节拍器" />
        </Form.Item>
        <Form.Item name="thumb" label="商品图片" rules={[{ required: true, message: '请上传商品图片' }]} extra="正方形，建议 400×400 像素">
          <ImagePicker scene="cover" aspect={1} previewWidth={120} previewHeight={120} label="商品图片" />
        </Form.Item>
        <Form.Item name="charge" label="所需积分" rules={[{ required: true, message: '请填写所需积分' }, wholeNumber('所需积分', 1, MALL_LIMITS.maxCharge)]}>
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="stock" label="库存" rules={[{ required: true, message: '请填写库存' }, wholeNumber('库存', 0, MALL_LIMITS.maxStock)]} extra="每兑换一件减一；为0时学员不能兑换">
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="is_v" label="虚拟商品" {...switchProps} extra="虚拟商品兑换后自动发放课程、电子书或VIP会员；实物商品需填写收货地址并发货">
          <Switch />
        </Form.Item>
        {isVirtual && (
          <>
            <Form.Item name="v_type" label="发放内容" rules={[{ required: true, message: '请选择发放内容' }]}>
              <Select options={[...GRANT_OPTIONS]} placeholder="课程、电子书或VIP会员" />
            </Form.Item>
            <Form.Item name="v_id" label="发放内容ID" rules={[{ required: true, message: '请填写发放内容ID' }, wholeNumber('发放内容ID', 1, 2147483647)]} extra="课程、电子书或VIP会员的ID（在各自的列表中查看）">
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </>
        )}
        <Form.Item name="sort" label="排序" rules={[wholeNumber('排序', 0, 100000)]} extra="数字越小越靠前">
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="is_show" label="上架" {...switchProps}>
          <Switch />
        </Form.Item>
        <Form.Item name="desc" label="商品介绍">
          <LazyRichTextEditor label="商品介绍" minHeight={160} />
        </Form.Item>
      </Form>
    </Modal>
  )
}

