/** 作业: every learner's assignments, searched by title or learner, filtered by teacher, course and state. */
import { List } from '@refinedev/antd'
import { Input, Select, Space, Table, Tag } from 'antd'
import type { AdminAssignment } from '../../../../../types/contract/admin/addons/homework'
import { adminHomework } from '../../../../../types/endpoints/admin/addons/homework'
import { adminCourses } from '../../../../../types/endpoints/admin/courses'
import { mayCall, type Me } from '../../../access'
import { useCall } from '../../../api/useCall'
import { useMe } from '../../../layout/useMe'
import { pagedTableProps, PAGE_SIZE } from '../../../layout/pagedTable'
import { useSearchQuery } from '../../../layout/useSearchQuery'
import { personText, TeacherSelect } from './teachers'

const STATES = [
  { value: 'todo', label: '待完成', color: 'default' },
  { value: 'submitted', label: '待点评', color: 'orange' },
  { value: 'reviewed', label: '已点评', color: 'green' },
  { value: 'overdue', label: '已逾期', color: 'red' }
] as const

const stateOf = (a: AdminAssignment) => STATES.find((s) => s.value === (a.overdue ? 'overdue' : a.status))!

export default function HomeworkAssignments() {
  return <HomeworkAssignmentsView me={useMe().data} />
}

export function HomeworkAssignmentsView({ me }: { me: Me | undefined }) {
  const { query, update } = useSearchQuery()
  const status = STATES.find((s) => s.value === query.status)?.value
  const list = useCall(adminHomework.assignments, {
    query: { keyword: query.keyword, teacher_id: Number(query.teacher_id ?? 0), course_id: Number(query.course_id ?? 0), status, page: Number(query.page ?? 1), size: PAGE_SIZE }
  })
  // The course filter reads the catalogue: only for an administrator who may list courses.
  const courses = useCall(adminCourses.courses, { query: { size: 100 } }, mayCall(me, adminCourses.courses))
  return (
    <List title="作业" breadcrumb={false}>
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search allowClear placeholder="作业标题、学员昵称或手机号" defaultValue={query.keyword} onSearch={(v) => update({ keyword: v.trim() })} aria-label="搜索作业" style={{ width: 260 }} />
        <TeacherSelect label="按老师筛选" value={Number(query.teacher_id ?? 0)} onChange={(v) => update({ teacher_id: v || undefined })} extra={[{ value: 0, label: '全部老师' }]} />
        {courses.data && (
          <Select
            aria-label="按课程筛选"
            value={Number(query.course_id ?? 0)}
            onChange={(v: number) => update({ course_id: v || undefined })}
            options={[{ value: 0, label: '全部课程' }, ...courses.data.courses.data.map((c) => ({ value: c.id, label: c.title }))]}
            showSearch
            optionFilterProp="label"
            style={{ width: 220 }}
          />
        )}
        <Select aria-label="按状态筛选" value={status ?? ''} onChange={(v: string) => update({ status: v })} options={[{ value: '', label: '全部状态' }, ...STATES]} style={{ width: 140 }} />
      </Space>
      <Table<AdminAssignment> {...pagedTableProps({ isLoading: list.isLoading, data: list.data?.data }, query.page, (p) => update({ page: p }), '没有作业')} scroll={{ x: 1000 }}>
        <Table.Column<AdminAssignment> title="作业" render={(_, a) => `${a.title}${a.bars ? `（第${a.bars}小节）` : ''}`} />
        <Table.Column<AdminAssignment> title="学员" render={(_, a) => personText(a.learner)} />
        <Table.Column<AdminAssignment> title="老师" render={(_, a) => a.teacher.nick_name} />
        <Table.Column<AdminAssignment> title="课程" render={(_, a) => a.course_title || '-'} />
        <Table.Column<AdminAssignment> title="状态" width={90} render={(_, a) => <Tag color={stateOf(a).color}>{stateOf(a).label}</Tag>} />
        <Table.Column<AdminAssignment> title="录音" dataIndex="takes_count" width={70} />
        <Table.Column<AdminAssignment> title="截止时间" width={170} render={(_, a) => a.due_at || '-'} />
        <Table.Column<AdminAssignment> title="布置时间" dataIndex="created_at" width={170} />
      </Table>
    </List>
  )
}
