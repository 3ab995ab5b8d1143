/** 直播课程: every live course with its teacher, price and classes, searched by name; added and edited in a dialog. */
import { useState } from 'react'
import { List } from '@refinedev/antd'
import { Button, Image, Input, Space, Table, Tag, message } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { Link } from 'react-router'
import { adminZhibo } from '../../../../../types/endpoints/admin/addons/zhibo'
import type { AdminLiveCourse } from '../../../../../types/contract/admin/addons/zhibo'
import { mayCall, type Me } from '../../../access'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { useMe } from '../../../layout/useMe'
import { useSearchQuery } from '../../../layout/useSearchQuery'
import { ConfirmDelete } from '../../../layout/ConfirmDelete'
import { PAGE_SIZE, pagedTableProps } from '../../../layout/pagedTable'
import { linkTo } from '../../../routes'
import { LiveCourseDialog } from './LiveCourseDialog'

export default function LiveCourseList() {
  return <LiveCourseListView me={useMe().data} />
}

const priceOf = (c: AdminLiveCourse) => (c.charge ? `¥${c.charge}${c.vip_can_view ? '（VIP免费）' : ''}` : '免费')

/** The screen for an administrator (tests give their own). */
export function LiveCourseListView({ me }: { me: Me | undefined }) {
  const { query, update } = useSearchQuery()
  const list = useCall(adminZhibo.courses, { query: { size: PAGE_SIZE, ...query } })
  const options = useCall(adminZhibo.options, {}, mayCall(me, adminZhibo.options))
  // undefined: closed; null: a new one; a course: editing it.
  const [editing, setEditing] = useState<AdminLiveCourse | null | undefined>(undefined)
  const remove = async (c: AdminLiveCourse) => {
    await call(adminZhibo.deleteCourse, { params: { id: c.id } }).then(() => void message.success('已删除'), () => undefined)
    await list.refetch()
  }
  return (
    <List
      title="直播课程"
      breadcrumb={false}
      headerButtons={
        mayCall(me, adminZhibo.createCourse) ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            添加课程
          </Button>
        ) : null
      }
    >
      <Input.Search placeholder="课程名称" allowClear aria-label="搜索课程" defaultValue={query.keywords} style={{ width: 240, marginBottom: 16 }} onSearch={(v) => update({ keywords: v.trim() })} />
      <Table<AdminLiveCourse> {...pagedTableProps(list, query.page, (page) => update({ page }), '暂无直播课程')} scroll={{ x: 960 }}>
        <Table.Column dataIndex="id" title="ID" width={70} />
        <Table.Column dataIndex="thumb" title="封面" width={110} render={(src: string) => <Image src={src} alt="" width={96} height={54} style={{ objectFit: 'cover' }} />} />
        <Table.Column dataIndex="title" title="课程名称" />
        <Table.Column dataIndex="teacher_name" title="讲师" width={100} />
        <Table.Column<AdminLiveCourse> title="价格" width={150} render={(_, c) => priceOf(c)} />
        <Table.Column<AdminLiveCourse> title="课次" width={90} render={(_, c) => <Link to={linkTo('liveCalendar', {}, { course_id: c.id })}>{c.class_count} 节</Link>} />
        <Table.Column dataIndex="user_count" title="学员" width={80} />
        <Table.Column dataIndex="is_show" title="状态" width={80} render={(v: number) => (v ? <Tag color="green">上架</Tag> : <Tag>下架</Tag>)} />
        <Table.Column<AdminLiveCourse>
          title="操作"
          fixed="right"
          width={120}
          render={(_, c) => (
            <Space>
              {mayCall(me, adminZhibo.updateCourse) && (
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setEditing(c)}>
                  编辑
                </Button>
              )}
              {mayCall(me, adminZhibo.deleteCourse) && (
                <ConfirmDelete title={`确定删除「${c.title}」？已有课次或学员的课程请改为下架`} onConfirm={() => remove(c)} />
              )}
            </Space>
          )}
        />
      </Table>
      {editing !== undefined && (
        <LiveCourseDialog
          course={editing}
          options={options.data}
          onClose={(saved) => {
            setEditing(undefined)
            if (saved) void list.refetch()
          }}
        />
      )}
    </List>
  )
}
