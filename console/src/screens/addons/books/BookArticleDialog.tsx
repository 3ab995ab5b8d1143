/**
 * A book's article: its chapter (or none), title, order, 试读 (a paid book's article anyone may read) and
 * its text in rich text. Editing reads the article's text first.
 */
import { Form, Input, InputNumber, Modal, Select, Skeleton, Switch } from 'antd'
import { adminBooks } from '../../../../../types/endpoints/admin/addons/books'
import type { AdminBookArticle, AdminBookChapter, BookArticleBody } from '../../../../../types/contract/admin/addons/books'
import { CONTENT_LIMITS } from '../../../../../types/admin/contentLimits'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { maxLength, required, richTextRequired, wholeNumber } from '../../../forms/rules'
import { switchProps } from '../../../forms/fields'
import { useSaving } from '../../../forms/useSaving'
import { LazyRichTextEditor } from '../../../forms/LazyRichTextEditor'

type Values = Omit<BookArticleBody, 'is_trial'> & { is_trial?: 0 | 1 }

export const articleBody = (v: Values): BookArticleBody => ({ chapter_id: v.chapter_id ?? 0, title: v.title.trim(), is_trial: v.is_trial ?? 0, render_content: v.render_content, sort: v.sort ?? 0 })

interface Props {
  bookId: number
  /** A free book's articles are all free to read: no 试读 switch. */
  bookIsFree: boolean
  chapters: AdminBookChapter[]
  article: AdminBookArticle | null
  /** A new article's chapter. */
  chapterId?: number
  onClose: (saved: boolean) => void
}

export function BookArticleDialog({ bookId, bookIsFree, chapters, article, chapterId = 0, onClose }: Props) {
  const detail = useCall(adminBooks.article, { params: { id: article?.id ?? 0 } }, !!article)
  const [form] = Form.useForm<Values>()
  const { saving, save: persist } = useSaving()
  const save = async () => {
    const body = articleBody(await form.validateFields())
    if (await persist(() => (article ? call(adminBooks.updateArticle, { params: { id: article.id }, body }) : call(adminBooks.createArticle, { params: { id: bookId }, body })))) onClose(true)
  }
  const initial = article ? detail.data : { chapter_id: chapterId, is_trial: 0 as const, sort: 0 }
  return (
    <Modal open width={820} title={article ? '编辑文章' : '添加文章'} okText="保存" cancelText="取消" confirmLoading={saving} onOk={() => void save().catch(() => undefined)} onCancel={() => onClose(false)} destroyOnHidden>
      {initial ? (
        <Form form={form} layout="vertical" initialValues={initial}>
          <Form.Item name="chapter_id" label="所属章节">
            <Select options={[{ value: 0, label: '不分章节' }, ...chapters.map((c) => ({ value: c.id, label: c.name }))]} />
          </Form.Item>
          <Form.Item name="title" label="文章标题" rules={[required('文章标题'), maxLength('文章标题', CONTENT_LIMITS.maxName)]}>
            <Input />
          </Form.Item>
          {!bookIsFree && (
            <Form.Item name="is_trial" label="试读" {...switchProps} extra="开启后，未购买的学员也可阅读这篇文章">
              <Switch />
            </Form.Item>
          )}
          <Form.Item name="sort" label="排序" rules={[wholeNumber('排序', 0, CONTENT_LIMITS.maxSort)]} extra="章节内数字越小越靠前">
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="render_content" label="文章内容" rules={[richTextRequired('文章内容')]}>
            <LazyRichTextEditor label="文章内容" />
          </Form.Item>
        </Form>
      ) : (
        <Skeleton active />
      )}
    </Modal>
  )
}
