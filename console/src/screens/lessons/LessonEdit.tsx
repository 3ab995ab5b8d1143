/** 编辑课时: the stored lesson in its form; saved, back to its course's outline. */
import { Card } from 'antd'
import { useNavigate, useParams } from 'react-router'
import { adminLessons } from '../../../../types/endpoints/admin/lessons'
import { useCall } from '../../api/useCall'
import { Loading } from '../../layout/Loading'
import { linkTo } from '../../routes'
import { LessonForm } from './LessonForm'

export default function LessonEdit() {
  const id = Number(useParams().id)
  const navigate = useNavigate()
  const found = useCall(adminLessons.video, { params: { id } })
  const v = found.data?.video
  if (!v) return <Loading />
  return (
    <Card title="编辑课时">
      <LessonForm
        courseId={v.course_id}
        lessonId={v.id}
        initialValues={{ chapter_id: v.chapter_id, title: v.title, media_asset_id: v.media_asset_id || undefined, url: v.url, duration: v.duration, trial: v.free_seconds > 0 ? 1 : 0, free_seconds: v.free_seconds || undefined, published_at: v.published_at }}
        onSaved={() => navigate(linkTo('courseOutline', { id: v.course_id }))}
      />
    </Card>
  )
}
