/** 新建课程; once saved, MeEdu's question: arrange its chapters and lessons now? */
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Create, useForm } from '@refinedev/antd'
import { Modal } from 'antd'
import { adminCourses } from '../../../../types/endpoints/admin/courses'
import { call } from '../../api/request'
import { linkTo } from '../../routes'
import { CourseForm, type CourseFormValues } from './CourseForm'
import { courseBody } from './courseBody'

export default function CourseCreate() {
  const navigate = useNavigate()
  const [saved, setSaved] = useState(false)
  const { formProps, saveButtonProps, onFinish } = useForm({ resource: 'course', action: 'create', redirect: false, onMutationSuccess: () => setSaved(true) })
  // MeEdu answers a new course with nothing: the newest course is it.
  const arrange = async () => {
    const newest = await call(adminCourses.courses, { query: { sort: 'id', order: 'desc', size: 1 } })
    const id = newest.courses.data[0]?.id
    navigate(id ? linkTo('courseOutline', { id }) : linkTo('courses'), { replace: true })
  }
  return (
    <Create title="新建课程" saveButtonProps={{ ...saveButtonProps, children: '保存' }} breadcrumb={false}>
      <CourseForm
        formProps={{
          ...formProps,
          initialValues: { is_free: 0, is_vip_free: 1, is_show: 1, is_rec: 0, downloadable: 0, publish: 'now' },
          onFinish: (v) => onFinish(courseBody(v as CourseFormValues))
        }}
      />
      <Modal
        open={saved}
        title="课程已创建"
        okText="立即排课"
        cancelText="暂不排课"
        onOk={() => void arrange().catch(() => undefined)}
        onCancel={() => navigate(linkTo('courses'), { replace: true })}
        closable={false}
        maskClosable={false}
      >
        现在为它添加章节和课时吗？
      </Modal>
    </Create>
  )
}
