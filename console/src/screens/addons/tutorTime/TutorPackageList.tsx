/** 辅导套餐: the tutoring packages learners buy at the cashier (minutes, price, on sale or not), edited in a dialog. */
import { useState } from 'react'
import { List } from '@refinedev/antd'
import { Button, Space, Table, Tag, message } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { adminTutorTime } from '../../../../../types/endpoints/admin/addons/tutorTime'
import type { AdminTutorPackage } from '../../../../../types/contract/admin/addons/tutorTime'
import { mayCall, type Me } from '../../../access'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { useMe } from '../../../layout/useMe'
import { useSearchQuery } from '../../../layout/useSearchQuery'
import { PAGE_SIZE, pagedTableProps } from '../../../layout/pagedTable'
import { ConfirmDelete } from '../../../layout/ConfirmDelete'
import { TutorPackageDialog } from './TutorPackageDialog'

export default function TutorPackageList() {
  return <TutorPackageListView me={useMe().data} />
}

/** The screen for an administrator (tests give their own). */
function TutorPackageListView({ me }: { me: Me | undefined }) {
  const { query, update } = useSearchQuery()
  const list = useCall(adminTutorTime.packages, { query: { size: PAGE_SIZE, page: Number(query.page ?? 1) } })
  // undefined: closed; null: a new one; a package: editing it.
  const [editing, setEditing] = useState<AdminTutorPackage | null | undefined>(undefined)
  const remove = async (p: AdminTutorPackage) => {
    await call(adminTutorTime.deletePackage, { params: { id: p.id } }).then(() => void message.success('已删除'), () => undefined)
    await list.refetch()
  }
  return (
    <List
      title="辅导套餐"
      breadcrumb={false}
      headerButtons={
        mayCall(me, adminTutorTime.createPackage) ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            添加套餐
          </Button>
        ) : null
      }
    >
      <Table<AdminTutorPackage> {...pagedTableProps(list, query.page, (page) => update({ page }), '暂无辅导套餐')}>
        <Table.Column dataIndex="id" title="ID" width={70} />
        <Table.Column dataIndex="title" title="套餐名称" />
        <Table.Column dataIndex="minutes" title="时长（分钟）" width={120} />
        <Table.Column<AdminTutorPackage> title="价格" width={140} render={(_, p) => `¥${p.charge}${p.original_charge > p.charge ? `（原价¥${p.original_charge}）` : ''}`} />
        <Table.Column dataIndex="is_show" title="状态" width={80} render={(v: number) => (v ? <Tag color="green">上架</Tag> : <Tag>下架</Tag>)} />
        <Table.Column<AdminTutorPackage>
          title="操作"
          width={120}
          render={(_, p) => (
            <Space>
              {mayCall(me, adminTutorTime.updatePackage) && (
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setEditing(p)}>
                  编辑
                </Button>
              )}
              {mayCall(me, adminTutorTime.deletePackage) && (
                <ConfirmDelete title={`确定删除「${p.title}」？已售出的套餐请改为下架`} onConfirm={() => remove(p)} />
              )}
            </Space>
          )}
        />
      </Table>
      {editing !== undefined && (
        <TutorPackageDialog
          pkg={editing}
          onClose={(saved) => {
            setEditing(undefined)
            if (saved) void list.refetch()
          }}
        />
      )}
    </List>
  )
}
