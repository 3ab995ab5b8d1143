/** An e-book: category, cover, price, VIP free, on sale, its name, a short and a rich introduction. */
import { Form, Input, Modal } from 'antd'
import { adminBooks } from '../../../../../types/endpoints/admin/addons/books'
import type { AdminBook, BookBody } from '../../../../../types/contract/admin/addons/books'
import { CONTENT_LIMITS } from '../../../../../types/admin/contentLimits'
import { call } from '../../../api/request'
import { maxLength, required, richTextRequired } from '../../../forms/rules'
import { useSaving } from '../../../forms/useSaving'
import { LazyRichTextEditor } from '../../../forms/LazyRichTextEditor'
import { NEW_PAID_GOODS, PaidGoodsFields, paidGoodsBody, type PaidGoodsValues } from '../content/PaidGoodsFields'

type Values = PaidGoodsValues & { name: string; short_desc?: string; render_desc: string }

export const bookBody = (v: Values): BookBody => ({ ...paidGoodsBody(v), name: v.name.trim(), short_desc: (v.short_desc ?? '').trim(), render_desc: v.render_desc })

export function BookDialog({ book, onClose }: { book: AdminBook | null; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<Values>()
  const { saving, save: persist } = useSaving()
  const save = async () => {
    const body = bookBody(await form.validateFields())
    if (await persist(() => (book ? call(adminBooks.updateBook, { params: { id: book.id }, body }) : call(adminBooks.createBook, { body })))) onClose(true)
  }
  return (
    <Modal open width={760} title={book ? '编辑电子书' : '添加电子书'} okText="保存" cancelText="取消" confirmLoading={saving} onOk={() => void save().catch(() => undefined)} onCancel={() => onClose(false)} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={book ?? NEW_PAID_GOODS}>
        <Form.Item name="name" label="书名" rules={[required('书名'), maxLength('书名', CONTENT_LIMITS.maxName)]}>
          <Input />
        </Form.Item>
        <PaidGoodsFields categories={adminBooks.categories} aspect={3 / 4} coverHint="竖版 3:4，建议 480×640 像素" />
        <Form.Item name="short_desc" label="简短介绍" rules={[maxLength('简短介绍', CONTENT_LIMITS.maxShort)]}>
          <Input.TextArea rows={2} maxLength={CONTENT_LIMITS.maxShort} showCount />
        </Form.Item>
        <Form.Item name="render_desc" label="详细介绍" rules={[richTextRequired('详细介绍')]}>
          <LazyRichTextEditor label="详细介绍" minHeight={180} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
