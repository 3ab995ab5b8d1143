/**
 * A 图文 article: category, cover, price, VIP free, on sale, its title, login to read (free articles), a free
 * part everyone sees and the text (a paid article's text only buyers read).
 */
import { Form, Input, Modal, Switch } from 'antd'
import { adminTopics } from '../../../../../types/endpoints/admin/addons/topics'
import type { AdminTopic, TopicBody } from '../../../../../types/contract/admin/addons/topics'
import { CONTENT_LIMITS } from '../../../../../types/admin/contentLimits'
import { call } from '../../../api/request'
import { maxLength, required, richTextRequired } from '../../../forms/rules'
import { switchProps } from '../../../forms/fields'
import { useSaving } from '../../../forms/useSaving'
import { LazyRichTextEditor } from '../../../forms/LazyRichTextEditor'
import { NEW_PAID_GOODS, PaidGoodsFields, paidGoodsBody, type PaidGoodsValues } from '../content/PaidGoodsFields'

type Values = PaidGoodsValues & { title: string; is_need_login?: 0 | 1; free_content?: string; content: string }

export const topicBody = (v: Values): TopicBody => ({
  ...paidGoodsBody(v),
  title: v.title.trim(),
  is_need_login: v.charge > 0 ? 0 : (v.is_need_login ?? 0),
  free_content: v.free_content ?? '',
  content: v.content
})

export function TopicDialog({ topic, onClose }: { topic: AdminTopic | null; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<Values>()
  const priced = ((Form.useWatch('charge', form) as number | undefined) ?? 0) > 0
  const { saving, save: persist } = useSaving()
  const save = async () => {
    const body = topicBody(await form.validateFields())
    if (await persist(() => (topic ? call(adminTopics.updateTopic, { params: { id: topic.id }, body }) : call(adminTopics.createTopic, { body })))) onClose(true)
  }
  return (
    <Modal open width={820} title={topic ? '编辑图文' : '添加图文'} okText="保存" cancelText="取消" confirmLoading={saving} onOk={() => void save().catch(() => undefined)} onCancel={() => onClose(false)} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={topic ?? { ...NEW_PAID_GOODS, is_need_login: 0 }}>
        <Form.Item name="title" label="标题" rules={[required('标题'), maxLength('标题', CONTENT_LIMITS.maxName)]}>
          <Input />
        </Form.Item>
        <PaidGoodsFields categories={adminTopics.categories} aspect={4 / 3} coverHint="长宽比 4:3，建议 400×300 像素" />
        {!priced && (
          <Form.Item name="is_need_login" label="登录后阅读" {...switchProps} extra="开启后，未登录的访客只能看到免费内容">
            <Switch />
          </Form.Item>
        )}
        <Form.Item name="free_content" label="免费内容" extra="所有人可见的开头部分；可留空">
          <LazyRichTextEditor label="免费内容" minHeight={120} />
        </Form.Item>
        <Form.Item name="content" label="正文" rules={[richTextRequired('正文')]} extra={priced ? '购买后（或VIP免费时的VIP会员）可见' : undefined}>
          <LazyRichTextEditor label="正文" />
        </Form.Item>
      </Form>
    </Modal>
  )
}
