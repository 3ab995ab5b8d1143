/** 学员与老师: members with the teacher staff assigned them to, filtered by teacher; assign or move one (their open homework follows). */
import { useState } from 'react'
import { List } from '@refinedev/antd'
import { Button, Input, Modal, Space, Table, Typography, message } from 'antd'
import type { AdminLearner } from '../../../../../types/contract/admin/addons/homework'
import { adminHomework } from '../../../../../types/endpoints/admin/addons/homework'
import { mayCall, type Me } from '../../../access'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { useSaving } from '../../../forms/useSaving'
import { useMe } from '../../../layout/useMe'
import { pagedTableProps, PAGE_SIZE } from '../../../layout/pagedTable'
import { useSearchQuery } from '../../../layout/useSearchQuery'
import { useRefreshHomework } from './TeacherDialogs'
import { personText, TeacherSelect } from './teachers'

const ALL = 0
const NONE = -1

function AssignTeacher({ learner }: { learner: AdminLearner }) {
  const [open, setOpen] = useState(false)
  const [teacher, setTeacher] = useState<number | undefined>(learner.teacher?.id)
  const { saving, save } = useSaving()
  const refresh = useRefreshHomework()
  const submit = async () => {
    const answer = { moved: 0 }
    const done = await save(async () => {
      answer.moved = (await call(adminHomework.assignLearner, { params: { id: learner.id }, body: { teacher_id: teacher ?? 0 } })).moved_assignments
    })
    if (!done) return
    void message.success(answer.moved ? `已分配，${answer.moved}份未完成的作业转给了新老师` : '已分配')
    setOpen(false)
    await refresh()
  }
  return (
    <>
      <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpen(true)}>
        {learner.teacher ? '调整老师' : '分配老师'}
      </Button>
      <Modal title={`为「${learner.nick_name}」分配老师`} open={open} okText="确定" okButtonProps={{ disabled: !teacher }} cancelText="取消" confirmLoading={saving} onOk={() => void submit()} onCancel={() => setOpen(false)} destroyOnHidden>
        <Typography.Paragraph type="secondary">学员未完成的作业（含待点评的录音）会转给新老师，已点评的作业保留原老师。</Typography.Paragraph>
        <TeacherSelect label="老师" except={learner.id} value={teacher} onChange={setTeacher} width={320} />
      </Modal>
    </>
  )
}

export default function HomeworkLearners() {
  return <HomeworkLearnersView me={useMe().data} />
}

function HomeworkLearnersView({ me }: { me: Me | undefined }) {
  const { query, update } = useSearchQuery()
  const teacherId = Number(query.teacher_id ?? ALL)
  const list = useCall(adminHomework.learners, { query: { keyword: query.keyword, teacher_id: teacherId, page: Number(query.page ?? 1), size: PAGE_SIZE } })
  const mayAssign = mayCall(me, adminHomework.assignLearner)
  return (
    <List title="学员与老师" breadcrumb={false}>
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search allowClear placeholder="学员ID、昵称或手机号" defaultValue={query.keyword} onSearch={(v) => update({ keyword: v.trim() })} aria-label="搜索学员" style={{ width: 260 }} />
        <TeacherSelect label="按老师筛选" value={teacherId} onChange={(v) => update({ teacher_id: v || undefined })} extra={[{ value: ALL, label: '全部学员' }, { value: NONE, label: '未分配老师' }]} />
      </Space>
      <Table<AdminLearner> {...pagedTableProps({ isLoading: list.isLoading, data: list.data?.data }, query.page, (p) => update({ page: p }), '没有找到学员')}>
        <Table.Column<AdminLearner> title="学员" render={(_, m) => `${personText(m)}${m.is_teacher ? '（老师）' : ''}`} />
        <Table.Column<AdminLearner> title="老师" render={(_, m) => (m.teacher ? personText(m.teacher) : <Typography.Text type="secondary">未分配</Typography.Text>)} />
        <Table.Column<AdminLearner> title="分配时间" render={(_, m) => m.assigned_at || '-'} width={170} />
        {mayAssign && <Table.Column<AdminLearner> title="操作" width={100} render={(_, m) => <AssignTeacher learner={m} />} />}
      </Table>
    </List>
  )
}
