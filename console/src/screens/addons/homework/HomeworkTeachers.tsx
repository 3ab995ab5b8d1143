/** 老师: who holds the teacher role, their learners, takes waiting for their review and the overdue ones; grant and remove. */
import { Link } from 'react-router'
import { List } from '@refinedev/antd'
import { Table, Tag } from 'antd'
import type { AdminTeacher } from '../../../../../types/contract/admin/addons/homework'
import { adminHomework } from '../../../../../types/endpoints/admin/addons/homework'
import { mayCall, type Me } from '../../../access'
import { useCall } from '../../../api/useCall'
import { useMe } from '../../../layout/useMe'
import { linkTo } from '../../../routes'
import { GrantTeacher, RemoveTeacher } from './TeacherDialogs'

export default function HomeworkTeachers() {
  return <HomeworkTeachersView me={useMe().data} />
}

export function HomeworkTeachersView({ me }: { me: Me | undefined }) {
  const list = useCall(adminHomework.teachers, {})
  const mayRemove = mayCall(me, adminHomework.removeTeacher)
  return (
    <List title="老师" breadcrumb={false} headerButtons={mayCall(me, adminHomework.grantTeacher) ? <GrantTeacher /> : null}>
      <Table<AdminTeacher> rowKey="id" loading={list.isLoading} dataSource={list.data?.data.data ?? []} locale={{ emptyText: '还没有老师' }} pagination={false}>
        <Table.Column<AdminTeacher> title="讲师名" dataIndex="lecturer" />
        <Table.Column<AdminTeacher> title="学员账号" render={(_, t) => `${t.nick_name}${t.mobile ? ` ${t.mobile}` : ''}`} />
        <Table.Column<AdminTeacher> title="名下学员" render={(_, t) => <Link to={linkTo('homeworkLearners', {}, { teacher_id: t.id })}>{t.learners}</Link>} />
        <Table.Column<AdminTeacher> title="待点评" render={(_, t) => <Link to={linkTo('homeworkWaiting', {}, { teacher_id: t.id })}>{t.waiting}</Link>} />
        <Table.Column<AdminTeacher>
          title="超时未点评"
          render={(_, t) => (t.overdue ? <Link to={linkTo('homeworkWaiting', {}, { teacher_id: t.id, overdue: 1 })}><Tag color="red">{t.overdue}</Tag></Link> : 0)}
        />
        <Table.Column<AdminTeacher> title="设为老师时间" dataIndex="created_at" width={170} />
        {mayRemove && <Table.Column<AdminTeacher> title="操作" width={80} render={(_, t) => <RemoveTeacher teacher={t} />} />}
      </Table>
    </List>
  )
}
