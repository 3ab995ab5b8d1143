/** 课程: search by title, filter by category, show or hide a course for learners, and open its outline. */
import { useState } from 'react'
import type { Static } from 'typebox'
import { List, useTable } from '@refinedev/antd'
import { useInvalidate, type HttpError } from '@refinedev/core'
import { Button, Form, Image, Input, Select, Space, Switch, Table, Tag } from 'antd'
import { Link } from 'react-router'
import { adminCourses } from '../../../../types/endpoints/admin/courses'
import { adminLessons } from '../../../../types/endpoints/admin/lessons'
import type { AdminCourse } from '../../../../types/contract/admin/courses'
import { mayCall } from '../../access'
import { useMe } from '../../layout/useMe'
import { linkTo } from '../../routes'
import { DeleteAction } from '../../layout/DeleteAction'
import { CreateLink } from '../../layout/CreateLink'
import { useCall } from '../../api/useCall'
import { courseShown } from './courseShown'

type Course = Static<typeof AdminCourse>
type Search = { keywords?: string; cid?: number }

/** Flips 显示 with the course's stored fields (MeEdu has no route for the flag alone). */
function ShowSwitch({ course, disabled }: { course: Course; disabled: boolean }) {
  const [busy, setBusy] = useState(false)
  const invalidate = useInvalidate()
  return (
    <Switch
      size="small"
      aria-label={`显示「${course.title}」`}
      checked={course.is_show === 1}
      loading={busy}
      disabled={disabled}
      onChange={(on) => {
        setBusy(true)
        courseShown(course.id, on)
          .then(() => invalidate({ resource: 'course', invalidates: ['list'] }))
          .catch(() => undefined)
          .finally(() => setBusy(false))
      }}
    />
  )
}

export default function CourseList() {
  const { data: me } = useMe()
  const { tableProps, searchFormProps } = useTable<Course, HttpError, Search>({
    resource: 'course',
    syncWithLocation: true,
    onSearch: (v) => [
      { field: 'keywords', operator: 'eq', value: v.keywords?.trim() || undefined },
      { field: 'cid', operator: 'eq', value: v.cid || undefined }
    ]
  })
  // MeEdu's list answers every category beside its page: read once for the filter (the same permission).
  const first = useCall(adminCourses.courses, { query: { page: 1, size: 1 } })
  const categories = (first.data?.categories ?? []).map((c) => ({ value: c.id, label: c.name }))
  const mayUpdate = mayCall(me, adminCourses.updateCourse)
  return (
    <List title="课程" breadcrumb={false} headerButtons={<CreateLink to="courseCreate" entry={adminCourses.createCourse}>新建课程</CreateLink>}>
      <Form {...searchFormProps} layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="keywords">
          <Input.Search placeholder="课程名称关键字" allowClear aria-label="课程名称关键字" onSearch={() => searchFormProps.form?.submit()} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="cid">
          <Select placeholder="全部分类" aria-label="分类" allowClear options={categories} style={{ width: 180 }} onChange={() => searchFormProps.form?.submit()} />
        </Form.Item>
        <Button htmlType="submit">筛选</Button>
      </Form>
      <Table {...tableProps} rowKey="id" scroll={{ x: 900 }}>
        <Table.Column dataIndex="id" title="ID" width={70} />
        <Table.Column<Course> dataIndex="thumb" title="封面" width={100} render={(v: string) => <Image src={v} alt="" width={80} height={60} style={{ objectFit: 'cover' }} preview={false} />} />
        <Table.Column dataIndex="title" title="课程名称" />
        <Table.Column<Course> title="分类" render={(_, c) => c.category?.name ?? '—'} />
        <Table.Column<Course> title="价格" render={(_, c) => (c.is_free ? <Tag color="green">免费</Tag> : `¥${c.charge}`)} />
        <Table.Column<Course> title="章节/课时" render={(_, c) => `${c.chapters_count} / ${c.videos_count}`} />
        <Table.Column dataIndex="published_at" title="上架时间" width={170} />
        <Table.Column<Course> title="显示" width={80} render={(_, c) => <ShowSwitch course={c} disabled={!mayUpdate} />} />
        <Table.Column<Course>
          title="操作"
          fixed="right"
          render={(_, c) => (
            <Space>
              {mayUpdate && <Link to={linkTo('courseEdit', { id: c.id })}>编辑</Link>}
              {mayCall(me, adminLessons.chapters) && <Link to={linkTo('courseOutline', { id: c.id })}>章节与课时</Link>}
              {mayCall(me, adminCourses.deleteCourse) && <DeleteAction resource="course" id={c.id} what={c.title} />}
            </Space>
          )}
        />
      </Table>
    </List>
  )
}
