/**
 * 题库: every question, filtered by type, difficulty, category, tag or words; added and edited in a dialog;
 * exported to .xlsx with the filters; deleted unless a paper or practice holds it (the server says which).
 */
import { useState } from 'react'
import { List } from '@refinedev/antd'
import { Button, Input, Select, Space, Table, Tag, message } from 'antd'
import { PlusOutlined, SoundOutlined } from '@ant-design/icons'
import { Link } from 'react-router'
import { adminPaper } from '../../../../../types/endpoints/admin/addons/paper'
import type { AdminQuestion, AdminQuestionDetail } from '../../../../../types/contract/admin/addons/paper'
import { DIFFICULTY_NAMES } from '../../../../../types/admin/paperQuestion'
import { mayCall, type Me } from '../../../access'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { useMe } from '../../../layout/useMe'
import { useSearchQuery } from '../../../layout/useSearchQuery'
import { ConfirmDelete } from '../../../layout/ConfirmDelete'
import { DownloadButton } from '../../../layout/DownloadButton'
import { linkTo } from '../../../routes'
import { PAGE_SIZE, pagedTableProps } from '../../../layout/pagedTable'
import { DIFFICULTY_OPTIONS, QuestionDialog, TYPE_OPTIONS } from './QuestionDialog'
import { useCategories } from './useCategories'

export default function QuestionList() {
  return <QuestionListView me={useMe().data} />
}

const numberOr = (v: string | undefined) => (v ? Number(v) : undefined)

export function QuestionListView({ me }: { me: Me | undefined }) {
  const { query, update } = useSearchQuery()
  const filters = { type: numberOr(query.type), difficulty: numberOr(query.difficulty), category_id: numberOr(query.category_id), tag: query.tag || undefined, keywords: query.keywords || undefined }
  const list = useCall(adminPaper.questions, { query: { size: PAGE_SIZE, page: numberOr(query.page), ...filters } })
  const categories = useCategories('question')
  // undefined: closed; null: a new one; a question: editing it.
  const [editing, setEditing] = useState<AdminQuestionDetail | null | undefined>(undefined)
  const edit = async (q: AdminQuestion) => setEditing(await call(adminPaper.question, { params: { id: q.id } }))
  const remove = async (q: AdminQuestion) => {
    await call(adminPaper.deleteQuestion, { params: { id: q.id } }).then(() => void message.success('已删除'), () => undefined)
    await list.refetch()
  }
  return (
    <List
      title="题库"
      breadcrumb={false}
      headerButtons={
        <Space>
          {mayCall(me, adminPaper.importQuestions) && (
            <Link to={linkTo('paperImport')}>
              <Button>导入试题</Button>
            </Link>
          )}
          <DownloadButton entry={adminPaper.exportQuestions} query={filters}>
            导出
          </DownloadButton>
          {mayCall(me, adminPaper.createQuestion) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              添加试题
            </Button>
          )}
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Select allowClear placeholder="题型" aria-label="按题型筛选" style={{ width: 110 }} options={TYPE_OPTIONS} value={filters.type} onChange={(v?: number) => update({ type: v ? String(v) : '' })} />
        <Select allowClear placeholder="难度" aria-label="按难度筛选" style={{ width: 100 }} options={DIFFICULTY_OPTIONS} value={filters.difficulty} onChange={(v?: number) => update({ difficulty: v ? String(v) : '' })} />
        <Select allowClear placeholder="分类" aria-label="按分类筛选" style={{ width: 160 }} options={categories} value={filters.category_id} onChange={(v?: number) => update({ category_id: v ? String(v) : '' })} />
        <Input.Search placeholder="标签" allowClear aria-label="按标签筛选" defaultValue={query.tag} style={{ width: 140 }} onSearch={(v) => update({ tag: v.trim() })} />
        <Input.Search placeholder="题干关键字" allowClear aria-label="搜索试题" defaultValue={query.keywords} style={{ width: 200 }} onSearch={(v) => update({ keywords: v.trim() })} />
      </Space>
      <Table<AdminQuestion> {...pagedTableProps(list, query.page, (page) => update({ page: String(page) }), '暂无试题')} scroll={{ x: 900 }}>
        <Table.Column dataIndex="id" title="ID" width={70} />
        <Table.Column dataIndex="type_text" title="题型" width={80} />
        <Table.Column<AdminQuestion> dataIndex="title" title="题干" render={(t: string, q) => (
          <>
            {q.audio_file && <SoundOutlined aria-label="听力题" style={{ marginRight: 4 }} />}
            {t}
          </>
        )} />
        <Table.Column dataIndex="category_name" title="分类" width={110} />
        <Table.Column dataIndex="score" title="分数" width={70} />
        <Table.Column dataIndex="difficulty" title="难度" width={70} render={(d: number) => DIFFICULTY_NAMES[d as 1 | 2 | 3]} />
        <Table.Column dataIndex="tags" title="标签" width={160} render={(tags: string[]) => tags.map((t) => <Tag key={t}>{t}</Tag>)} />
        <Table.Column dataIndex="paper_count" title="试卷" width={70} />
        <Table.Column<AdminQuestion>
          title="操作"
          fixed="right"
          width={120}
          render={(_, q) => (
            <Space>
              {mayCall(me, adminPaper.updateQuestion) && (
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => void edit(q).catch(() => undefined)}>
                  编辑
                </Button>
              )}
              {mayCall(me, adminPaper.deleteQuestion) && (
                <ConfirmDelete title="确定删除这道试题？被试卷使用的试题不能删除" onConfirm={() => remove(q)} />
              )}
            </Space>
          )}
        />
      </Table>
      {editing !== undefined && (
        <QuestionDialog
          question={editing}
          categories={categories}
          onClose={(saved) => {
            setEditing(undefined)
            if (saved) void list.refetch()
          }}
        />
      )}
    </List>
  )
}
