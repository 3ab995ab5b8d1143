/** 课程分类: two levels (MeEdu's), added and renamed in a dialog; a category with courses or children stays. */
import { useState } from 'react'
import type { Static } from 'typebox'
import { List, useTable } from '@refinedev/antd'
import { useInvalidate } from '@refinedev/core'
import { Button, Space, Table } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { adminCourses } from '../../../../types/endpoints/admin/courses'
import type { CategoryList as CategoryListAnswer, CourseCategory } from '../../../../types/contract/admin/courses'
import { mayCall } from '../../access'
import { useMe } from '../../layout/useMe'
import { DeleteAction } from '../../layout/DeleteAction'
import { CategoryDialog } from './CategoryDialog'

type Row = Static<typeof CategoryListAnswer>['data'][number]

export default function CategoryList() {
  const { data: me } = useMe()
  const invalidate = useInvalidate()
  const { tableProps } = useTable<Row>({ resource: 'courseCategory', syncWithLocation: true })
  // undefined: closed; null: a new one; a row: editing it.
  const [editing, setEditing] = useState<Static<typeof CourseCategory> | null | undefined>(undefined)
  const mayUpdate = mayCall(me, adminCourses.updateCategory)
  const mayDelete = mayCall(me, adminCourses.deleteCategory)
  const actions = (c: Static<typeof CourseCategory>) => (
    <Space>
      {mayUpdate && (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setEditing(c)}>
          编辑
        </Button>
      )}
      {mayDelete && <DeleteAction resource="courseCategory" id={c.id} what={c.name} />}
    </Space>
  )
  return (
    <List
      title="课程分类"
      breadcrumb={false}
      headerButtons={
        mayCall(me, adminCourses.createCategory) ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            新建分类
          </Button>
        ) : null
      }
    >
      <Table
        {...tableProps}
        rowKey="id"
        expandable={{
          rowExpandable: (r: Row) => r.children.length > 0,
          expandedRowRender: (r: Row) => (
            <Table dataSource={r.children} rowKey="id" pagination={false} size="small" showHeader={false}>
              <Table.Column dataIndex="name" title="分类名" />
              <Table.Column dataIndex="sort" title="排序" width={100} />
              <Table.Column<Static<typeof CourseCategory>> title="操作" width={140} render={(_, c) => actions(c)} />
            </Table>
          )
        }}
      >
        <Table.Column dataIndex="name" title="分类名" />
        <Table.Column dataIndex="sort" title="排序" width={100} />
        <Table.Column<Row> title="操作" width={140} render={(_, r) => actions({ id: r.id, name: r.name, sort: r.sort, parent_id: r.parent_id })} />
      </Table>
      {editing !== undefined && (
        <CategoryDialog
          category={editing}
          onClose={(saved) => {
            setEditing(undefined)
            if (saved) void invalidate({ resource: 'courseCategory', invalidates: ['list'] })
          }}
        />
      )}
    </List>
  )
}
