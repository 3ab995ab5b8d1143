/** 曲库分类: the library's categories with their kind and track count; added and edited in a dialog, deleted when empty. */
import { useState } from 'react'
import { List } from '@refinedev/antd'
import { Button, Form, Input, InputNumber, Modal, Select, Table } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { adminPianoAudio } from '../../../../../types/endpoints/admin/addons/pianoAudio'
import type { AdminAudioCategory, AudioCategoryBody } from '../../../../../types/contract/admin/addons/pianoAudio'
import { AUDIO_KIND_NAMES } from '../../../../../types/admin/pianoAudio'
import { mayCall, type Me } from '../../../access'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { useMe } from '../../../layout/useMe'
import { RowActions } from '../../../layout/RowActions'
import { maxLength, required, wholeNumber } from '../../../forms/rules'
import { useSaving } from '../../../forms/useSaving'

const KIND_OPTIONS = Object.entries(AUDIO_KIND_NAMES).map(([value, label]) => ({ value, label }))
const kindName = (kind: string) => AUDIO_KIND_NAMES[kind as keyof typeof AUDIO_KIND_NAMES] ?? kind

export default function PianoCategories() {
  return <PianoCategoriesView me={useMe().data} />
}

function PianoCategoriesView({ me }: { me: Me | undefined }) {
  const list = useCall(adminPianoAudio.categories, {})
  // undefined: closed; null: a new one; a category: editing it.
  const [editing, setEditing] = useState<AdminAudioCategory | null | undefined>(undefined)
  const remove = async (c: AdminAudioCategory) => {
    await call(adminPianoAudio.deleteCategory, { params: { id: c.id } }).catch(() => undefined)
    await list.refetch()
  }
  return (
    <List
      title="曲库分类"
      breadcrumb={false}
      headerButtons={
        mayCall(me, adminPianoAudio.createCategory) ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            添加分类
          </Button>
        ) : null
      }
    >
      <Table<AdminAudioCategory> rowKey="id" loading={list.isLoading} dataSource={list.data ?? []} pagination={false} locale={{ emptyText: '暂无分类' }}>
        <Table.Column dataIndex="id" title="ID" width={70} />
        <Table.Column dataIndex="name" title="分类名称" />
        <Table.Column dataIndex="kind" title="类型" width={120} render={kindName} />
        <Table.Column dataIndex="description" title="简介" />
        <Table.Column dataIndex="tracks_count" title="曲目数" width={90} />
        <Table.Column dataIndex="sort" title="排序" width={80} />
        <Table.Column<AdminAudioCategory>
          title="操作"
          width={120}
          render={(_, c) => (
            <RowActions
              onEdit={mayCall(me, adminPianoAudio.updateCategory) ? () => setEditing(c) : undefined}
              onDelete={mayCall(me, adminPianoAudio.deleteCategory) ? () => remove(c) : undefined}
              confirm={`确定删除「${c.name}」？分类下有曲目时不能删除`}
            />
          )}
        />
      </Table>
      {editing !== undefined && (
        <CategoryDialog
          category={editing}
          onClose={(saved) => {
            setEditing(undefined)
            if (saved) void list.refetch()
          }}
        />
      )}
    </List>
  )
}

function CategoryDialog({ category, onClose }: { category: AdminAudioCategory | null; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<AudioCategoryBody>()
  const { saving, save: persist } = useSaving()
  const save = async () => {
    const v = await form.validateFields()
    const body = { ...v, name: v.name.trim(), description: v.description ?? '', sort: v.sort ?? 0 }
    if (await persist(() => (category ? call(adminPianoAudio.updateCategory, { params: { id: category.id }, body }) : call(adminPianoAudio.createCategory, { body })))) onClose(true)
  }
  return (
    <Modal open title={category ? '编辑分类' : '添加分类'} okText="保存" cancelText="取消" confirmLoading={saving} onOk={() => void save().catch(() => undefined)} onCancel={() => onClose(false)} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={category ?? { kind: 'famous', sort: 0 }}>
        <Form.Item name="name" label="分类名称" rules={[required('分类名称'), maxLength('分类名称', 30)]}>
          <Input placeholder="如：考级曲目" />
        </Form.Item>
        <Form.Item name="kind" label="类型" rules={[{ required: true, message: '请选择类型' }]} extra="学员端按类型显示不同的标签">
          <Select options={KIND_OPTIONS} />
        </Form.Item>
        <Form.Item name="description" label="简介" rules={[maxLength('简介', 200)]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="sort" label="排序" rules={[wholeNumber('排序', 0, 100000)]} extra="数字越小越靠前">
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
