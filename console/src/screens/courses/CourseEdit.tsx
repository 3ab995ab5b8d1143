import { useMemo } from 'react'
import { Edit, useForm } from '@refinedev/antd'
import { useParams } from 'react-router'
import { CourseForm, type CourseFormValues } from './CourseForm'
import { courseBody } from './courseBody'

export default function CourseEdit() {
  const { id } = useParams()
  const { formProps, saveButtonProps, onFinish, query } = useForm({ resource: 'course', action: 'edit', id, successNotification: { type: 'success', message: '已保存，学员端即时生效' } })
  const record = query?.data?.data as Record<string, unknown> | undefined
  // The stored time stays unless 立即上架 is chosen.
  const initialValues = useMemo(() => (record ? { ...record, publish: 'at' } : undefined), [record])
  return (
    <Edit title="编辑课程" saveButtonProps={{ ...saveButtonProps, children: '保存' }} breadcrumb={false} headerButtons={() => null} isLoading={!record}>
      {initialValues && <CourseForm formProps={{ ...formProps, initialValues, onFinish: (v) => onFinish(courseBody(v as CourseFormValues)) }} />}
    </Edit>
  )
}
