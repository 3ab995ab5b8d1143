/**
 * 评论: course and lesson comments to review, by course, review state and visibility (工作台's to-do opens
 * 待审核). Picked rows are passed, hidden from learners, shown again or deleted at once.
 */
import { useState } from 'react'
import { List } from '@refinedev/antd'
import { Button, InputNumber, Select, Space, Table, Tabs, Tag, Typography } from 'antd'
import { ConfirmDelete } from '../../layout/ConfirmDelete'
import type { AdminEndpoint } from '../../../../types/endpoints/endpoint'
import { adminComments } from '../../../../types/endpoints/admin/comments'
import { mayCall, type Me } from '../../access'
import { call } from '../../api/request'
import { useCall } from '../../api/useCall'
import { useMe } from '../../layout/useMe'
import { useSearchQuery } from '../../layout/useSearchQuery'

type Kind = 'course' | 'video'

/** The two lists and their writes: the same page, another table of MeEdu's. */
const KINDS = {
  course: { label: '课程评论', list: adminComments.courseComments, check: adminComments.checkCourseComments, remove: adminComments.deleteCourseComments },
  video: { label: '课时评论', list: adminComments.videoComments, check: adminComments.checkVideoComments, remove: adminComments.deleteVideoComments }
} as const

interface Row {
  id: number
  user_id: number
  render_content: string
  created_at: string
  is_check: 0 | 1
  is_hidden: 0 | 1
  ip_province: string
  course?: { title: string }
  video?: { title: string; course: { title: string } }
}
interface Answer {
  data: { data: Row[]; total: number }
  users: Record<string, { nick_name: string }>
}

const FILTER_OPTIONS = {
  is_check: [
    { value: '0', label: '待审核' },
    { value: '1', label: '已审核' }
  ],
  is_hidden: [
    { value: '0', label: '显示中' },
    { value: '1', label: '已隐藏' }
  ]
}

export default function CommentList() {
  return <CommentListView me={useMe().data} />
}

/** The screen for an administrator (tests give their own). */
export function CommentListView({ me }: { me: Me | undefined }) {
  const { query, update, reset } = useSearchQuery()
  const { kind: kindParam, ...filters } = query
  const kind: Kind = kindParam === 'video' ? 'video' : 'course'
  const entries = KINDS[kind]
  const list = useCall(entries.list as AdminEndpoint, { query: { size: 10, ...filters } } as never) as { data?: Answer; isLoading: boolean; refetch: () => Promise<unknown> }
  const [picked, setPicked] = useState<number[]>([])
  const [busy, setBusy] = useState(false)
  const rows = list.data?.data.data ?? []
  const users = list.data?.users ?? {}

  const act = async (write: () => Promise<unknown>) => {
    setBusy(true)
    try {
      await write()
      setPicked([])
    } catch {
      // call() showed the refusal; the rows stay picked
    } finally {
      setBusy(false)
      void list.refetch()
    }
  }
  const check = (action: 'pass' | 'hide' | 'show') => void act(() => call(entries.check, { body: { ids: picked, action } }))
  const remove = () => void act(() => call(entries.remove, { body: { ids: picked } }))
  const mayCheck = mayCall(me, entries.check)
  const mayRemove = mayCall(me, entries.remove)
  const none = picked.length === 0 || busy

  return (
    <List title="评论" breadcrumb={false}>
      <Tabs
        activeKey={kind}
        onChange={(key) => {
          setPicked([])
          reset(key === 'video' ? { kind: key } : {})
        }}
        items={(Object.keys(KINDS) as Kind[]).map((k) => ({ key: k, label: KINDS[k].label }))}
      />
      <Space wrap style={{ marginBottom: 16 }}>
        <InputNumber placeholder="课程ID" min={1} precision={0} defaultValue={filters.course_id ? Number(filters.course_id) : undefined} onChange={(v) => update({ course_id: v ?? undefined })} aria-label="按课程ID筛选" />
        <Select allowClear placeholder="审核状态" style={{ width: 120 }} options={FILTER_OPTIONS.is_check} value={filters.is_check} onChange={(v?: string) => update({ is_check: v })} aria-label="审核状态" />
        <Select allowClear placeholder="显示状态" style={{ width: 120 }} options={FILTER_OPTIONS.is_hidden} value={filters.is_hidden} onChange={(v?: string) => update({ is_hidden: v })} aria-label="显示状态" />
      </Space>
      {(mayCheck || mayRemove) && (
        <Space wrap style={{ marginBottom: 16 }}>
          <Typography.Text type="secondary">已选 {picked.length} 条</Typography.Text>
          {mayCheck && (
            <>
              <Button disabled={none} onClick={() => check('pass')}>
                审核通过
              </Button>
              <Button disabled={none} onClick={() => check('hide')}>
                隐藏
              </Button>
              <Button disabled={none} onClick={() => check('show')}>
                取消隐藏
              </Button>
            </>
          )}
          {mayRemove && (
            <ConfirmDelete bulk title={`确定删除选中的 ${picked.length} 条评论？`} onConfirm={remove} disabled={none} label="删除" />
          )}
        </Space>
      )}
      <Table<Row>
        rowKey="id"
        loading={list.isLoading}
        dataSource={rows}
        rowSelection={mayCheck || mayRemove ? { selectedRowKeys: picked, onChange: (keys) => setPicked(keys.map(Number)) } : undefined}
        locale={{ emptyText: '暂无评论' }}
        pagination={{ current: Number(filters.page ?? 1), pageSize: 10, total: list.data?.data.total ?? 0, showSizeChanger: false, onChange: (page) => update({ page }) }}
        scroll={{ x: 900 }}
      >
        <Table.Column<Row> title="学员" width={120} render={(_, c) => users[String(c.user_id)]?.nick_name ?? '学员已删除'} />
        <Table.Column<Row> title={kind === 'course' ? '课程' : '课时'} width={200} render={(_, c) => (kind === 'course' ? c.course?.title : `${c.video?.course.title ?? ''} / ${c.video?.title ?? ''}`)} />
        {/* Sanitized by the server when written (the learner app shows the same HTML). */}
        <Table.Column<Row> dataIndex="render_content" title="内容" render={(html: string) => <div dangerouslySetInnerHTML={{ __html: html }} />} />
        <Table.Column<Row>
          title="状态"
          width={140}
          render={(_, c) => (
            <Space size={4}>
              {c.is_check ? <Tag color="green">已审核</Tag> : <Tag color="orange">待审核</Tag>}
              {c.is_hidden ? <Tag color="red">已隐藏</Tag> : null}
            </Space>
          )}
        />
        <Table.Column dataIndex="ip_province" title="IP属地" width={90} />
        <Table.Column dataIndex="created_at" title="时间" width={170} />
      </Table>
    </List>
  )
}
