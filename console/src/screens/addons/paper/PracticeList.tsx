/** 练习: practice sets with their chapters and questions, price and learners; added and edited in a dialog. */
import { useState } from 'react'
import { List } from '@refinedev/antd'
import { Button, Input, Table, Tag, message } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { adminPaper } from '../../../../../types/endpoints/admin/addons/paper'
import type { AdminPractice } from '../../../../../types/contract/admin/addons/paper'
import { mayCall, type Me } from '../../../access'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { useMe } from '../../../layout/useMe'
import { useSearchQuery } from '../../../layout/useSearchQuery'
import { RowActions } from '../../../layout/RowActions'
import { PAGE_SIZE, pagedTableProps } from '../../../layout/pagedTable'
import { PracticeDialog } from './PracticeDialog'

export default function PracticeList() {
  return <PracticeListView me={useMe().data} />
}

export function PracticeListView({ me }: { me: Me | undefined }) {
  const { query, update } = useSearchQuery()
  const list = useCall(adminPaper.practices, { query: { size: PAGE_SIZE, ...query } })
  const [editing, setEditing] = useState<AdminPractice | null | undefined>(undefined)
  const remove = async (p: AdminPractice) => {
    await call(adminPaper.deletePractice, { params: { id: p.id } }).then(() => void message.success('已删除'), () => undefined)
    await list.refetch()
  }
  return (
    <List
      title="练习"
      breadcrumb={false}
      headerButtons={
        mayCall(me, adminPaper.createPractice) ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            添加练习
          </Button>
        ) : null
      }
    >
      <Input.Search placeholder="练习名称" allowClear aria-label="搜索练习" defaultValue={query.keywords} style={{ width: 240, marginBottom: 16 }} onSearch={(v) => update({ keywords: v.trim() })} />
      <Table<AdminPractice> {...pagedTableProps(list, query.page, (page) => update({ page }), '暂无练习')} scroll={{ x: 900 }}>
        <Table.Column dataIndex="id" title="ID" width={70} />
        <Table.Column dataIndex="name" title="练习名称" />
        <Table.Column<AdminPractice> title="章节/题数" width={110} render={(_, p) => `${p.chapters.length} / ${p.question_count}`} />
        <Table.Column<AdminPractice> title="价格" width={110} render={(_, p) => (p.charge ? `¥${p.charge}` : '免费')} />
        <Table.Column dataIndex="is_vip_free" title="VIP免费" width={80} render={(v: number) => (v ? '是' : '否')} />
        <Table.Column dataIndex="learners" title="作答人数" width={90} />
        <Table.Column dataIndex="is_show" title="状态" width={80} render={(v: number) => (v ? <Tag color="green">显示</Tag> : <Tag>隐藏</Tag>)} />
        <Table.Column<AdminPractice>
          title="操作"
          fixed="right"
          width={130}
          render={(_, p) => (
            <RowActions onEdit={mayCall(me, adminPaper.updatePractice) ? () => setEditing(p) : undefined} onDelete={mayCall(me, adminPaper.deletePractice) ? () => remove(p) : undefined} confirm={`确定删除「${p.name}」？已有学员作答的请改为隐藏`} />
          )}
        />
      </Table>
      {editing !== undefined && (
        <PracticeDialog
          practice={editing}
          onClose={(saved) => {
            setEditing(undefined)
            if (saved) void list.refetch()
          }}
        />
      )}
    </List>
  )
}
