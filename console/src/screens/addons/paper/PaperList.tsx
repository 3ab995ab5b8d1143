/** 试卷: papers with their full marks, pass mark, time, price and sittings; added and edited in a dialog; results per paper. */
import { useState } from 'react'
import { List } from '@refinedev/antd'
import { Button, Input, Space, Table, Tag, message } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { adminPaper } from '../../../../../types/endpoints/admin/addons/paper'
import type { AdminPaper } from '../../../../../types/contract/admin/addons/paper'
import { mayCall, type Me } from '../../../access'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { useMe } from '../../../layout/useMe'
import { useSearchQuery } from '../../../layout/useSearchQuery'
import { ConfirmDelete } from '../../../layout/ConfirmDelete'
import { PAGE_SIZE, pagedTableProps } from '../../../layout/pagedTable'
import { PaperDialog } from './PaperDialog'
import { PaperStatsDrawer } from './PaperStatsDrawer'

export default function PaperList() {
  return <PaperListView me={useMe().data} />
}

function PaperListView({ me }: { me: Me | undefined }) {
  const { query, update } = useSearchQuery()
  const list = useCall(adminPaper.papers, { query: { size: PAGE_SIZE, ...query } })
  const [editing, setEditing] = useState<AdminPaper | null | undefined>(undefined)
  const [stats, setStats] = useState<AdminPaper | null>(null)
  const remove = async (p: AdminPaper) => {
    await call(adminPaper.deletePaper, { params: { id: p.id } }).then(() => void message.success('已删除'), () => undefined)
    await list.refetch()
  }
  return (
    <List
      title="试卷"
      breadcrumb={false}
      headerButtons={
        mayCall(me, adminPaper.createPaper) ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            添加试卷
          </Button>
        ) : null
      }
    >
      <Input.Search placeholder="试卷名称" allowClear aria-label="搜索试卷" defaultValue={query.keywords} style={{ width: 240, marginBottom: 16 }} onSearch={(v) => update({ keywords: v.trim() })} />
      <Table<AdminPaper> {...pagedTableProps(list, query.page, (page) => update({ page }), '暂无试卷')} scroll={{ x: 900 }}>
        <Table.Column dataIndex="id" title="ID" width={70} />
        <Table.Column dataIndex="title" title="试卷名称" />
        <Table.Column<AdminPaper> title="题数/总分" width={100} render={(_, p) => `${p.question_ids.length} / ${p.total_score}`} />
        <Table.Column dataIndex="pass_score" title="及格分" width={80} />
        <Table.Column dataIndex="expired_minutes" title="时长" width={80} render={(m: number) => `${m}分钟`} />
        <Table.Column<AdminPaper> title="价格" width={100} render={(_, p) => (p.enabled_invite ? <Tag color="purple">仅限受邀</Tag> : p.charge ? `¥${p.charge}` : '免费')} />
        <Table.Column dataIndex="records" title="考试人次" width={90} />
        <Table.Column dataIndex="is_show" title="状态" width={80} render={(v: number) => (v ? <Tag color="green">显示</Tag> : <Tag>隐藏</Tag>)} />
        <Table.Column<AdminPaper>
          title="操作"
          fixed="right"
          width={170}
          render={(_, p) => (
            <Space>
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setStats(p)}>
                成绩
              </Button>
              {mayCall(me, adminPaper.updatePaper) && (
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setEditing(p)}>
                  编辑
                </Button>
              )}
              {mayCall(me, adminPaper.deletePaper) && (
                <ConfirmDelete title={`确定删除「${p.title}」？已有学员参加的试卷请改为隐藏`} onConfirm={() => remove(p)} />
              )}
            </Space>
          )}
        />
      </Table>
      {editing !== undefined && (
        <PaperDialog
          paper={editing}
          onClose={(saved) => {
            setEditing(undefined)
            if (saved) void list.refetch()
          }}
        />
      )}
      {stats && <PaperStatsDrawer paper={stats} onClose={() => setStats(null)} />}
    </List>
  )
}
