/** 问答问题: questions by state (待解决/已解决), searched by title, with the bounty and who was paid it (read only: the asker's accept pays it). */
import { List } from '@refinedev/antd'
import { Input, Segmented, Space, Table, Tag } from 'antd'
import { adminWenda } from '../../../../../types/endpoints/admin/addons/wenda'
import type { AdminWendaQuestion } from '../../../../../types/contract/admin/addons/contentReview'
import { useCall } from '../../../api/useCall'
import { useSearchQuery } from '../../../layout/useSearchQuery'
import { PAGE_SIZE, pagedTableProps } from '../../../layout/pagedTable'

const STATES = [
  { value: '', label: '全部' },
  { value: '0', label: '待解决' },
  { value: '1', label: '已解决' }
]

/** The bounty as the list shows it: none, waiting, or paid to the accepted answer's author. */
export const bountyText = (q: AdminWendaQuestion) => (!q.credit1 ? '无悬赏' : q.rewarded ? `${q.credit1} 积分 · 已发给 ${q.rewarded.nick_name}` : `${q.credit1} 积分 · 待采纳`)

export default function WendaQuestions() {
  const { query, update } = useSearchQuery()
  const list = useCall(adminWenda.questions, { query: { size: PAGE_SIZE, ...query } })
  return (
    <List title="问答问题" breadcrumb={false}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented options={STATES} value={query.status ?? ''} onChange={(v) => update({ status: String(v) })} aria-label="状态" />
        <Input.Search placeholder="问题标题" allowClear aria-label="搜索问题" defaultValue={query.keywords} style={{ width: 220 }} onSearch={(v) => update({ keywords: v.trim() })} />
      </Space>
      <Table<AdminWendaQuestion> {...pagedTableProps(list, query.page, (page) => update({ page }), '暂无问题')} scroll={{ x: 900 }}>
        <Table.Column dataIndex="id" title="ID" width={70} />
        <Table.Column dataIndex="title" title="问题" />
        <Table.Column<AdminWendaQuestion> title="提问者" width={130} render={(_, q) => q.user?.nick_name ?? '已注销'} />
        <Table.Column dataIndex="category_name" title="分类" width={100} />
        <Table.Column dataIndex="answer_count" title="回答" width={70} />
        <Table.Column<AdminWendaQuestion> title="悬赏" width={220} render={(_, q) => bountyText(q)} />
        <Table.Column dataIndex="status" title="状态" width={90} render={(v: number) => (v ? <Tag color="green">已解决</Tag> : <Tag>待解决</Tag>)} />
        <Table.Column dataIndex="created_at" title="提问时间" width={170} />
      </Table>
    </List>
  )
}
