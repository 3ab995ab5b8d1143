/** 添加课时 to a course; saved, back to its outline. */
import { Card } from 'antd'
import { useNavigate, useParams } from 'react-router'
import { linkTo } from '../../routes'
import { LessonForm } from './LessonForm'

export default function LessonCreate() {
  const courseId = Number(useParams().courseId)
  const navigate = useNavigate()
  return (
    <Card title="添加课时">
      <LessonForm courseId={courseId} initialValues={{}} onSaved={() => navigate(linkTo('courseOutline', { id: courseId }))} />
    </Card>
  )
}
