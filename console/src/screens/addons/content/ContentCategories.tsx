/** A content add-on's categories (电子书, 图文): name and order, how many goods each holds; added and renamed in a dialog. */
import { useState } from 'react'
import { List } from '@refinedev/antd'
import { Button, Space, Table, message } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import type { AdminContentCategory } from '../../../../../types/contract/admin/addons/contentReview'
import { CONTENT_LIMITS } from '../../../../../types/admin/contentLimits'
import type { CategoryEntries } from '../../../../../types/endpoints/admin/addons/contentTables'
import { mayCall, type Me } from '../../../access'
import { ConfirmDelete } from '../../../layout/ConfirmDelete'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { NameSortDialog } from './NameSortDialog'

export function ContentCategories({ me, table, title, goodsName }: { me: Me | undefined; table: CategoryEntries; title: string; goodsName: string }) {
  const list = useCall(table.categories, {})
  // undefined: closed; null: a new one; a category: renaming it.
  const [editing, setEditing] = useState<AdminContentCategory | null | undefined>(undefined)
  const remove = async (c: AdminContentCategory) => {
    await call(table.deleteCategory, { params: { id: c.id } }).then(() => void message.success('已删除'), () => undefined)
    await list.refetch()
  }
  return (
    <List
      title={title}
      breadcrumb={false}
      headerButtons={
        mayCall(me, table.createCategory) ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            添加分类
          </Button>
        ) : null
      }
    >
      <Table<AdminContentCategory> rowKey="id" loading={list.isLoading} dataSource={list.data ?? []} pagination={false} locale={{ emptyText: '暂无分类' }}>
        <Table.Column dataIndex="id" title="ID" width={70} />
        <Table.Column dataIndex="name" title="分类名称" />
        <Table.Column dataIndex="sort" title="排序" width={90} />
        <Table.Column dataIndex="count" title={`${goodsName}数`} width={100} />
        <Table.Column<AdminContentCategory>
          title="操作"
          width={120}
          render={(_, c) => (
            <Space>
              {mayCall(me, table.updateCategory) && (
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setEditing(c)}>
                  编辑
                </Button>
              )}
              {mayCall(me, table.deleteCategory) && (
                <ConfirmDelete title={`确定删除分类「${c.name}」？`} onConfirm={() => remove(c)} />
              )}
            </Space>
          )}
        />
      </Table>
      {editing !== undefined && (
        <NameSortDialog
          title={editing ? '编辑分类' : '添加分类'}
          label="分类名称"
          maxName={CONTENT_LIMITS.maxCategory}
          initial={editing}
          send={(body) => (editing ? call(table.updateCategory, { params: { id: editing.id }, body }) : call(table.createCategory, { body }))}
          onClose={(saved) => {
            setEditing(undefined)
            if (saved) void list.refetch()
          }}
        />
      )}
    </List>
  )
}
