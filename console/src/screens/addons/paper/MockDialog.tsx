/**
 * A mock paper: its category, title, the rule (how many questions of each type, listening ones apart, of which
 * difficulty and tag) and the question categories it draws from, pass mark, time, price, invitation-only, shown.
 * Each learner draws their own questions when they start; the server refuses a rule the bank cannot fill.
 */
import { useState } from 'react'
import { Alert, Form, Input, InputNumber, Modal, Select, Space } from 'antd'
import { adminPaper } from '../../../../../types/endpoints/admin/addons/paper'
import type { AdminMock, MockBody } from '../../../../../types/contract/admin/addons/paper'
import { DIFFICULTY_NAMES } from '../../../../../types/admin/paperQuestion'
import { call } from '../../../api/request'
import { maxLength, required, wholeNumber } from '../../../forms/rules'
import { useSaving } from '../../../forms/useSaving'
import { useCategories } from './useCategories'
import { ChargeField, PassAndTime, ShowAndDescription } from './examFields'

const ZERO = { choice: 0, select: 0, input: 0, qa: 0, judge: 0, cap: 0 }
const NEW_MOCK: Partial<MockBody> = { charge: 0, expired_minutes: 60, enabled_invite: 0, is_show: 1, pool: [], rule: { num: ZERO, listen: { choice: 0, judge: 0 }, difficulty: 0, tag: '' } }

/** The rule's counts: where each sits in the form and its label. */
export const RULE_FIELDS = [
  [['rule', 'num', 'choice'], '单选题'],
  [['rule', 'num', 'select'], '多选题'],
  [['rule', 'num', 'input'], '填空题'],
  [['rule', 'num', 'qa'], '问答题'],
  [['rule', 'num', 'judge'], '判断题'],
  [['rule', 'num', 'cap'], '题帽题'],
  [['rule', 'listen', 'choice'], '听力单选题'],
  [['rule', 'listen', 'judge'], '听力判断题']
] as const

const DIFFICULTIES = [{ value: 0, label: '不限' }, ...Object.entries(DIFFICULTY_NAMES).map(([v, label]) => ({ value: Number(v), label }))]

/** Empty count boxes are 0. */
const counted = <T extends Record<string, number>>(o: T): T => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Number(v) || 0])) as T

const ruleTotal = (r: MockBody['rule'] | undefined) => (r ? [...Object.values(r.num), ...Object.values(r.listen)].reduce((s, n) => s + (Number(n) || 0), 0) : 0)

export function MockDialog({ mock, onClose }: { mock: AdminMock | null; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<MockBody>()
  const mockCategories = useCategories('mock')
  const questionCategories = useCategories('question')
  const rule = Form.useWatch('rule', form) as MockBody['rule'] | undefined
  const { saving, save: persist } = useSaving()
  const [ruleError, setRuleError] = useState('')
  const save = async () => {
    const v = await form.validateFields()
    const r = v.rule
    const rule = { num: counted(r.num), listen: counted(r.listen), difficulty: r.difficulty ?? 0, tag: (r.tag ?? '').trim() }
    setRuleError(ruleTotal(rule) ? '' : '抽题规则至少要抽一道题')
    if (!ruleTotal(rule)) return
    const body: MockBody = { ...v, title: v.title.trim(), description: v.description ?? '', enabled_invite: v.enabled_invite ?? 0, is_show: v.is_show ?? 0, rule }
    if (await persist(() => (mock ? call(adminPaper.updateMock, { params: { id: mock.id }, body }) : call(adminPaper.createMock, { body })))) onClose(true)
  }
  return (
    <Modal open width={760} title={mock ? '编辑模拟试卷' : '添加模拟试卷'} okText="保存" cancelText="取消" confirmLoading={saving} onOk={() => void save().catch(() => undefined)} onCancel={() => onClose(false)} destroyOnHidden>
      {mock && mock.sitting > 0 && <Alert style={{ marginBottom: 16 }} type="info" showIcon message={`${mock.sitting} 人正在考试：他们已抽到的试题和结束时间不变，新规则只用于之后开始的考试`} />}
      <Form form={form} layout="vertical" initialValues={mock ?? NEW_MOCK}>
        <Form.Item name="title" label="模拟试卷名称" rules={[required('模拟试卷名称'), maxLength('模拟试卷名称', 100)]}>
          <Input />
        </Form.Item>
        <Form.Item name="category_id" label="分类" rules={[{ required: true, message: '请选择分类' }]}>
          <Select options={mockCategories} aria-label="分类" />
        </Form.Item>
        <Form.Item name="pool" label="抽题分类" rules={[{ required: true, message: '请选择抽题分类' }]} extra="从这些题库分类中随机抽题（只抽所选分类本身的试题）">
          <Select mode="multiple" options={questionCategories} aria-label="抽题分类" />
        </Form.Item>
        <Form.Item label="抽题规则" required validateStatus={ruleError ? 'error' : undefined} help={ruleError || `每位学员开始考试时按规则随机抽题，共 ${ruleTotal(rule)} 题`}>
          <Space wrap>
            {RULE_FIELDS.map(([name, label]) => (
              <Form.Item key={label} name={[...name]} label={label} rules={[wholeNumber(label, 0, 100)]} style={{ marginBottom: 0 }}>
                <InputNumber precision={0} min={0} aria-label={label} style={{ width: 96 }} />
              </Form.Item>
            ))}
          </Space>
        </Form.Item>
        <Space wrap size="large">
          <Form.Item name={['rule', 'difficulty']} label="难度">
            <Select options={DIFFICULTIES} aria-label="难度" style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name={['rule', 'tag']} label="标签" extra="留空为不限" rules={[maxLength('标签', 20)]}>
            <Input aria-label="标签" />
          </Form.Item>
        </Space>
        <Space wrap size="large">
          <PassAndTime />
          <ChargeField />
        </Space>
        <ShowAndDescription first="enabled_invite" description="说明" />
      </Form>
    </Modal>
  )
}
