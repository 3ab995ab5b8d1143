/**
 * A practice set: its category, name, price, VIP free, shown, and its chapters in order, each a name and the
 * questions picked from the bank. A chapter keeps its id across edits, so learners' links to it stay.
 */
import { Button, Card, Form, Input, Modal, Select } from 'antd'
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { adminPaper } from '../../../../../types/endpoints/admin/addons/paper'
import type { AdminPractice, PracticeBody } from '../../../../../types/contract/admin/addons/paper'
import { call } from '../../../api/request'
import { maxLength, required } from '../../../forms/rules'
import { useSaving } from '../../../forms/useSaving'
import { QuestionPicker } from './QuestionPicker'
import { useCategories } from './useCategories'
import { ChargeField, ShowAndDescription } from './examFields'

const NEW_PRACTICE: Partial<PracticeBody> = { charge: 0, is_vip_free: 0, is_show: 1, chapters: [{ name: '', question_ids: [] }] }

export function PracticeDialog({ practice, onClose }: { practice: AdminPractice | null; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<PracticeBody>()
  const categories = useCategories('practice')
  const { saving, save: persist } = useSaving()
  const save = async () => {
    const v = await form.validateFields()
    const chapters = v.chapters.map((c) => ({ ...(c.id ? { id: c.id } : {}), name: c.name.trim(), question_ids: c.question_ids }))
    const body: PracticeBody = { ...v, name: v.name.trim(), description: v.description ?? '', is_vip_free: v.is_vip_free ?? 0, is_show: v.is_show ?? 0, chapters }
    if (await persist(() => (practice ? call(adminPaper.updatePractice, { params: { id: practice.id }, body }) : call(adminPaper.createPractice, { body })))) onClose(true)
  }
  return (
    <Modal open width={760} title={practice ? '编辑练习' : '添加练习'} okText="保存" cancelText="取消" confirmLoading={saving} onOk={() => void save().catch(() => undefined)} onCancel={() => onClose(false)} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={practice ?? NEW_PRACTICE}>
        <Form.Item name="name" label="练习名称" rules={[required('练习名称'), maxLength('练习名称', 100)]}>
          <Input />
        </Form.Item>
        <Form.Item name="category_id" label="分类" rules={[{ required: true, message: '请选择分类' }]}>
          <Select options={categories} aria-label="分类" />
        </Form.Item>
        <Form.List name="chapters" rules={[{ validator: (_, v: unknown[]) => (v?.length ? Promise.resolve() : Promise.reject(new Error('请至少添加一个章节'))) }]}>
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((f, i) => (
                <Card key={f.key} size="small" style={{ marginBottom: 12 }} title={`第 ${i + 1} 章`} extra={<Button type="text" danger icon={<DeleteOutlined />} aria-label={`删除第${i + 1}章`} onClick={() => remove(f.name)} />}>
                  <Form.Item name={[f.name, 'name']} label="章节名称" rules={[required('章节名称'), maxLength('章节名称', 60)]}>
                    <Input aria-label={`第${i + 1}章名称`} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'question_ids']} label="试题" rules={[{ required: true, type: 'array', min: 1, message: '每个章节至少要有一道试题' }]}>
                    <QuestionPicker label={`第${i + 1}章试题`} />
                  </Form.Item>
                </Card>
              ))}
              <Form.ErrorList errors={errors} />
              <Button icon={<PlusOutlined />} onClick={() => add({ name: '', question_ids: [] })} style={{ marginBottom: 16 }}>
                添加章节
              </Button>
            </>
          )}
        </Form.List>
        <ChargeField />
        <ShowAndDescription first="is_vip_free" description="练习说明" />
      </Form>
    </Modal>
  )
}
