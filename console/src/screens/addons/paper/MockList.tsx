/** 模拟试卷: mock papers with their rule (questions drawn per sitting), time, price and sittings; added and edited in a dialog. */
import { useState } from 'react'
import { List } from '@refinedev/antd'
import { Button, Input, Table, Tag, message } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { adminPaper } from '../../../../../types/endpoints/admin/addons/paper'
import type { AdminMock } from '../../../../../types/contract/admin/addons/paper'
import { mayCall, type Me } from '../../../access'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { useMe } from '../../../layout/useMe'
import { useSearchQuery } from '../../../layout/useSearchQuery'
import { RowActions } from '../../../layout/RowActions'
import { PAGE_SIZE, pagedTableProps } from '../../../layout/pagedTable'
import { MockDialog, RULE_FIELDS } from './MockDialog'

export default function MockList() {
  return <MockListView me={useMe().data} />
}

/** "单选题 5 · 听力判断题 2": the rule's non-zero counts. */
const ruleText = (m: AdminMock) =>
  RULE_FIELDS.flatMap(([[, part, key], label]) => {
    const n = part === 'num' ? m.rule.num[key] : m.rule.listen[key as 'choice' | 'judge']
    return n ? [`${label} ${n}`] : []
  }).join(' · ')

export function MockListView({ me }: { me: Me | undefined }) {
  const { query, update } = useSearchQuery()
  const list = useCall(adminPaper.mocks, { query: { size: PAGE_SIZE, ...query } })
  const [editing, setEditing] = useState<AdminMock | null | undefined>(undefined)
  const remove = async (m: AdminMock) => {
    await call(adminPaper.deleteMock, { params: { id: m.id } }).then(() => void message.success('已删除'), () => undefined)
    await list.refetch()
  }
  return (
    <List
      title="模拟试卷"
      breadcrumb={false}
      headerButtons={
        mayCall(me, adminPaper.createMock) ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            添加模拟试卷
          </Button>
        ) : null
      }
    >
      <Input.Search placeholder="模拟试卷名称" allowClear aria-label="搜索模拟试卷" defaultValue={query.keywords} style={{ width: 240, marginBottom: 16 }} onSearch={(v) => update({ keywords: v.trim() })} />
      <Table<AdminMock> {...pagedTableProps(list, query.page, (page) => update({ page }), '暂无模拟试卷')} scroll={{ x: 1000 }}>
        <Table.Column dataIndex="id" title="ID" width={70} />
        <Table.Column dataIndex="title" title="名称" />
        <Table.Column<AdminMock> title="抽题规则" render={(_, m) => `${ruleText(m)}（共 ${m.question_count} 题）`} />
        <Table.Column dataIndex="pass_score" title="及格分" width={80} />
        <Table.Column dataIndex="expired_minutes" title="时长" width={80} render={(n: number) => `${n}分钟`} />
        <Table.Column<AdminMock> title="价格" width={100} render={(_, m) => (m.enabled_invite ? <Tag color="purple">仅限受邀</Tag> : m.charge ? `¥${m.charge}` : '免费')} />
        <Table.Column<AdminMock> title="考试人次" width={110} render={(_, m) => (m.sitting ? `${m.records}（${m.sitting} 人考试中）` : m.records)} />
        <Table.Column dataIndex="is_show" title="状态" width={80} render={(v: number) => (v ? <Tag color="green">显示</Tag> : <Tag>隐藏</Tag>)} />
        <Table.Column<AdminMock>
          title="操作"
          fixed="right"
          width={130}
          render={(_, m) => (
            <RowActions onEdit={mayCall(me, adminPaper.updateMock) ? () => setEditing(m) : undefined} onDelete={mayCall(me, adminPaper.deleteMock) ? () => remove(m) : undefined} confirm={`确定删除「${m.title}」？已有学员参加的请改为隐藏`} />
          )}
        />
      </Table>
      {editing !== undefined && (
        <MockDialog
          mock={editing}
          onClose={(saved) => {
            setEditing(undefined)
            if (saved) void list.refetch()
          }}
        />
      )}
    </List>
  )
}
