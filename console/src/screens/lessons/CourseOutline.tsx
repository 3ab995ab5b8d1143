/**
 * 章节与课时: a course's chapters and, in each, its lessons, ordered by dragging (the chapters among
 * themselves, the lessons within their chapter; a lesson changes chapter in its form). Chapters are added,
 * renamed and deleted here; lessons open their own form.
 */
import { useState } from 'react'
import type { Static } from 'typebox'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { Button, Card, Empty, Form, Input, Modal, Space, Tag, Typography } from 'antd'
import { ConfirmDelete } from '../../layout/ConfirmDelete'
import { PlusOutlined } from '@ant-design/icons'
import { adminLessons } from '../../../../types/endpoints/admin/lessons'
import type { AdminVideo, Chapter } from '../../../../types/contract/admin/lessons'
import { mayCall } from '../../access'
import { call } from '../../api/request'
import { useCall } from '../../api/useCall'
import { useMe } from '../../layout/useMe'
import { Loading } from '../../layout/Loading'
import { maxLength, required } from '../../forms/rules'
import { useSaving } from '../../forms/useSaving'
import { linkTo } from '../../routes'
import { courseLessons } from './courseLessons'
import { lessonOrder } from './outlineOrder'
import { SortableList } from './SortableList'

type Lesson = Static<typeof AdminVideo>
type ChapterRow = Static<typeof Chapter>

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

/** Adds a chapter or renames one. */
function ChapterDialog({ courseId, chapter, onClose }: { courseId: number; chapter: ChapterRow | null; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<{ title: string }>()
  const { saving, save: persist } = useSaving()
  const save = async () => {
    const { title } = await form.validateFields()
    const saved = await persist(() =>
      chapter
        ? call(adminLessons.updateChapter, { params: { course_id: courseId, id: chapter.id }, body: { title: title.trim(), sort: chapter.sort } })
        : call(adminLessons.createChapter, { params: { course_id: courseId }, body: { title: title.trim() } })
    )
    if (saved) onClose(true)
  }
  return (
    <Modal open title={chapter ? '编辑章节' : '添加章节'} okText="保存" cancelText="取消" confirmLoading={saving} onOk={() => void save().catch(() => undefined)} onCancel={() => onClose(false)} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ title: chapter?.title ?? '' }} onFinish={() => void save()}>
        <Form.Item name="title" label="章节名" rules={[required('章节名'), maxLength('章节名', 100)]}>
          <Input placeholder="如：第一章 坐姿与手型" />
        </Form.Item>
      </Form>
    </Modal>
  )
}

export default function CourseOutline() {
  const courseId = Number(useParams().id)
  const { data: me } = useMe()
  const chapters = useCall(adminLessons.chapters, { params: { course_id: courseId } })
  const lessons = useQuery({ queryKey: ['course-outline-lessons', courseId], queryFn: () => courseLessons(courseId) })
  const [dialog, setDialog] = useState<ChapterRow | null | undefined>(undefined)
  const reload = () => Promise.all([chapters.refetch(), lessons.refetch()])

  if (!chapters.data || !lessons.data) return <Loading />
  const chapterRows = chapters.data.chapters
  const all = lessons.data
  const mayOrderChapters = mayCall(me, adminLessons.orderChapters)
  const mayOrderLessons = mayCall(me, adminLessons.orderVideos)

  const orderChapters = (ids: number[]) => void call(adminLessons.orderChapters, { params: { course_id: courseId }, body: { ids } }).finally(() => void reload())
  const orderLessons = (chapterId: number, ids: number[]) => {
    const byId = new Map(all.map((l) => [l.id, l]))
    const others = all.filter((l) => l.chapter_id !== chapterId)
    const dragged = ids.map((id) => byId.get(id)).filter((l): l is Lesson => !!l)
    // The other chapters keep their lessons' order; this chapter's are as dragged.
    const items = lessonOrder(chapterRows.map((c) => c.id), [...others, ...dragged])
    void call(adminLessons.orderVideos, { body: { course_id: courseId, items } }).finally(() => void reload())
  }
  const deleteChapter = (c: ChapterRow) => void call(adminLessons.deleteChapter, { params: { course_id: courseId, id: c.id } }).then(() => reload(), () => undefined)
  const deleteLesson = (l: Lesson) => void call(adminLessons.deleteVideos, { body: { ids: [l.id] } }).then(() => reload(), () => undefined)

  const lessonList = (chapterId: number) => {
    const rows = all.filter((l) => l.chapter_id === chapterId)
    if (!rows.length) return <Typography.Text type="secondary">暂无课时</Typography.Text>
    return (
      <SortableList
        items={rows}
        idOf={(l) => l.id}
        labelOf={(l) => l.title}
        disabled={!mayOrderLessons}
        onReorder={(ids) => orderLessons(chapterId, ids)}
        render={(l) => (
          <Space style={{ width: '100%', justifyContent: 'space-between', padding: '4px 0', borderBottom: '1px dashed #f0f0f0' }} wrap>
            <Space>
              <span>{l.title}</span>
              <Typography.Text type="secondary">{minutes(l.duration)}</Typography.Text>
              {l.free_seconds > 0 && <Tag color="green">试看</Tag>}
            </Space>
            <Space>
              {mayCall(me, adminLessons.updateVideo) && <Link to={linkTo('lessonEdit', { id: l.id })}>编辑</Link>}
              {mayCall(me, adminLessons.deleteVideos) && (
                <ConfirmDelete title={`确定删除课时「${l.title}」？`} onConfirm={() => deleteLesson(l)} />
              )}
            </Space>
          </Space>
        )}
      />
    )
  }

  const unchaptered = all.some((l) => l.chapter_id === 0)
  return (
    <Card
      title={`章节与课时：${chapters.data.course.title}`}
      extra={
        <Space>
          {mayCall(me, adminLessons.createChapter) && (
            <Button icon={<PlusOutlined />} onClick={() => setDialog(null)}>
              添加章节
            </Button>
          )}
          {mayCall(me, adminLessons.createVideo) && (
            <Link to={linkTo('lessonCreate', { courseId })}>
              <Button type="primary" icon={<PlusOutlined />}>
                添加课时
              </Button>
            </Link>
          )}
        </Space>
      }
    >
      {!chapterRows.length && !all.length && <Empty description="还没有章节和课时：先添加章节，再添加课时" />}
      {unchaptered && (
        <Card size="small" title="未分章节" style={{ marginBottom: 12 }}>
          {lessonList(0)}
        </Card>
      )}
      <SortableList
        items={chapterRows}
        idOf={(c) => c.id}
        labelOf={(c) => c.title}
        disabled={!mayOrderChapters}
        onReorder={orderChapters}
        render={(c) => (
          <Card
            size="small"
            title={c.title}
            style={{ marginBottom: 12 }}
            extra={
              <Space>
                {mayCall(me, adminLessons.updateChapter) && (
                  <Button type="link" size="small" onClick={() => setDialog(c)}>
                    编辑
                  </Button>
                )}
                {mayCall(me, adminLessons.deleteChapter) && (
                  <ConfirmDelete title={`确定删除章节「${c.title}」？`} onConfirm={() => deleteChapter(c)} />
                )}
              </Space>
            }
          >
            {lessonList(c.id)}
          </Card>
        )}
      />
      {dialog !== undefined && (
        <ChapterDialog
          courseId={courseId}
          chapter={dialog}
          onClose={(saved) => {
            setDialog(undefined)
            if (saved) void reload()
          }}
        />
      )}
    </Card>
  )
}
