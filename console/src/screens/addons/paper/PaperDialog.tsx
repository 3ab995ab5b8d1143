/**
 * A paper: its category, title, the questions in order (their scores make the full marks), pass mark, time
 * limit, attempts, price, invitation-only and shown. Questions are found by words and type from the bank.
 */
import { useState } from 'react'
import { Form, Input, InputNumber, Modal, Select, Space, Typography } from 'antd'
import { adminPaper } from '../../../../../types/endpoints/admin/addons/paper'
import type { AdminPaper, AdminQuestion, PaperBody } from '../../../../../types/contract/admin/addons/paper'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { maxLength, required, wholeNumber } from '../../../forms/rules'
import { useSaving } from '../../../forms/useSaving'
import { useCategories } from './useCategories'
import { ChargeField, PassAndTime, ShowAndDescription } from './examFields'

const NEW_PAPER: Partial<PaperBody> = { charge: 0, expired_minutes: 60, try_times: 0, enabled_invite: 0, is_show: 1, question_ids: [] }

export function PaperDialog({ paper, onClose }: { paper: AdminPaper | null; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<PaperBody>()
  const categories = useCategories('paper')
  const [keywords, setKeywords] = useState('')
  const found = useCall(adminPaper.questions, { query: { size: 100, keywords: keywords || undefined } })
  // Questions picked stay labelled while the search shows others.
  const [known, setKnown] = useState<Map<number, AdminQuestion>>(new Map())
  const picked = (Form.useWatch('question_ids', form) as number[] | undefined) ?? []
  const bank = found.data?.data ?? []
  const scoreOf = (id: number) => (known.get(id) ?? bank.find((q) => q.id === id))?.score ?? 0
  const total = picked.reduce((s, id) => s + scoreOf(id), 0)
  const { saving, save: persist } = useSaving()
  const save = async () => {
    const v = await form.validateFields()
    const body: PaperBody = { ...v, title: v.title.trim(), description: v.description ?? '', enabled_invite: v.enabled_invite ?? 0, is_show: v.is_show ?? 0 }
    if (await persist(() => (paper ? call(adminPaper.updatePaper, { params: { id: paper.id }, body }) : call(adminPaper.createPaper, { body })))) onClose(true)
  }
  const options = [...new Map([...bank, ...known.values()].map((q) => [q.id, q])).values()].map((q) => ({ value: q.id, label: `#${q.id} [${q.type_text}] ${q.title.slice(0, 40)}（${q.score}分）` }))
  return (
    <Modal open width={760} title={paper ? '编辑试卷' : '添加试卷'} okText="保存" cancelText="取消" confirmLoading={saving} onOk={() => void save().catch(() => undefined)} onCancel={() => onClose(false)} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={paper ?? NEW_PAPER}>
        <Form.Item name="title" label="试卷名称" rules={[required('试卷名称'), maxLength('试卷名称', 100)]}>
          <Input />
        </Form.Item>
        <Form.Item name="category_id" label="分类" rules={[{ required: true, message: '请选择分类' }]}>
          <Select options={categories} aria-label="分类" />
        </Form.Item>
        <Form.Item name="question_ids" label="试题" rules={[{ required: true, message: '请至少选择一道试题' }]} extra={<Typography.Text>已选 {picked.length} 题，总分 {total} 分（按选择的顺序出题）</Typography.Text>}>
          <Select
            mode="multiple"
            showSearch
            aria-label="试题"
            options={options}
            filterOption={false}
            onSearch={(v) => setKeywords(v.trim())}
            onChange={(ids: number[]) => setKnown(new Map(ids.flatMap((id) => { const q = known.get(id) ?? bank.find((x) => x.id === id); return q ? [[id, q] as const] : [] })))}
            placeholder="输入题干关键字查找"
          />
        </Form.Item>
        <Space wrap size="large">
          <PassAndTime />
          <Form.Item name="try_times" label="可考次数" extra="0 为不限" rules={[wholeNumber('可考次数', 0, 100)]}>
            <InputNumber precision={0} aria-label="可考次数" />
          </Form.Item>
          <ChargeField />
        </Space>
        <ShowAndDescription first="enabled_invite" description="试卷说明" />
      </Form>
    </Modal>
  )
}
