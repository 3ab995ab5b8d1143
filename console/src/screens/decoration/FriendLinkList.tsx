/**
 * 友情链接: the links MeEdu's PC site lists in its footer (`/api/v2/other/config`'s `links`), in their order;
 * added and edited in a dialog.
 */
import { useState } from 'react'
import { List, useTable } from '@refinedev/antd'
import { useInvalidate } from '@refinedev/core'
import { Button, Space, Table, Typography } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { adminDecoration } from '../../../../types/endpoints/admin/decoration'
import type { FriendLink } from '../../../../types/contract/admin/decoration'
import { mayCall } from '../../access'
import { useMe } from '../../layout/useMe'
import { DeleteAction } from '../../layout/DeleteAction'
import { FriendLinkDialog } from './FriendLinkDialog'

export default function FriendLinkList() {
  const { data: me } = useMe()
  const invalidate = useInvalidate()
  const { tableProps } = useTable<FriendLink>({ resource: 'friendLink', syncWithLocation: true })
  // undefined: closed; null: a new one; a link: editing it.
  const [editing, setEditing] = useState<FriendLink | null | undefined>(undefined)
  return (
    <List
      title="友情链接"
      breadcrumb={false}
      headerButtons={
        mayCall(me, adminDecoration.createLink) ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            添加链接
          </Button>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary">显示在 PC 网站的页脚；学员手机端不显示。</Typography.Paragraph>
      <Table {...tableProps} rowKey="id" locale={{ emptyText: '暂无友情链接' }}>
        <Table.Column dataIndex="sort" title="排序" width={80} />
        <Table.Column dataIndex="name" title="链接名" />
        <Table.Column dataIndex="url" title="链接地址" render={(url: string) => url || '-'} />
        <Table.Column<FriendLink>
          title="操作"
          width={120}
          render={(_, l) => (
            <Space>
              {mayCall(me, adminDecoration.updateLink) && (
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setEditing(l)}>
                  编辑
                </Button>
              )}
              {mayCall(me, adminDecoration.deleteLink) && <DeleteAction resource="friendLink" id={l.id} what={l.name} />}
            </Space>
          )}
        />
      </Table>
      {editing !== undefined && (
        <FriendLinkDialog
          link={editing}
          onClose={(saved) => {
            setEditing(undefined)
            if (saved) void invalidate({ resource: 'friendLink', invalidates: ['list'] })
          }}
        />
      )}
    </List>
  )
}
