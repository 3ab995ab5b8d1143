/**
 * A lesson's fields: its chapter, title, video, length, a free trial (试看: the first seconds play for anyone)
 * and when it goes on sale. The video is the media library's file (`videos/xxx.mp4`) until uploads land.
 */
import { Button, Col, DatePicker, Form, Input, InputNumber, Row, Select, Switch } from 'antd'
import { adminLessons } from '../../../../types/endpoints/admin/lessons'
import { call } from '../../api/request'
import { useCall } from '../../api/useCall'
import { maxLength, required, wholeNumber } from '../../forms/rules'
import { MOMENT_FORMAT, momentProps, switchProps } from '../../forms/fields'
import { useSaving } from '../../forms/useSaving'
import { lessonBody, type LessonFormValues } from './lessonBody'

const VIDEO_FILE = /^videos\/[\w-]+(\.[\w-]+)*\.mp4$/

interface Props {
  courseId: number
  /** Editing: the lesson's id and its stored values. */
  lessonId?: number
  initialValues: Partial<LessonFormValues>
  onSaved: () => void
}

export function LessonForm({ courseId, lessonId, initialValues, onSaved }: Props) {
  const [form] = Form.useForm<LessonFormValues>()
  const { saving, save: persist } = useSaving()
  const chapters = useCall(adminLessons.chapters, { params: { course_id: courseId } })
  const trial = Form.useWatch('trial', form) === 1
  const save = async (values: LessonFormValues) => {
    const body = lessonBody(courseId, values)
    if (await persist(() => (lessonId ? call(adminLessons.updateVideo, { params: { id: lessonId }, body }) : call(adminLessons.createVideo, { body })))) onSaved()
  }
  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 720 }} initialValues={{ chapter_id: 0, trial: 0, ...initialValues }} onFinish={(v) => void save(v)}>
      <Form.Item name="chapter_id" label="所属章节">
        <Select options={[{ value: 0, label: '无章节' }, ...(chapters.data?.chapters ?? []).map((c) => ({ value: c.id, label: c.title }))]} />
      </Form.Item>
      <Form.Item name="title" label="课时名称" rules={[required('课时名称'), maxLength('课时名称', 255)]}>
        <Input placeholder="如：第1课 认识键盘" />
      </Form.Item>
      <Form.Item
        name="url"
        label="视频文件"
        rules={[required('视频文件'), { pattern: VIDEO_FILE, message: '请填写媒体库 videos/ 下的 mp4 文件，如 videos/lesson-1.mp4' }]}
        extra="媒体库中的视频文件，如 videos/lesson-1.mp4"
      >
        <Input placeholder="videos/lesson-1.mp4" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="duration" label="时长（秒）" rules={[{ required: true, message: '请填写时长' }, wholeNumber('时长', 1, 86400)]}>
            <InputNumber min={1} max={86400} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="trial" label="试看" {...switchProps} extra="开启后未购买的学员也可观看开头片段">
            <Switch />
          </Form.Item>
        </Col>
        {trial && (
          <Col xs={12} md={8}>
            <Form.Item
              name="free_seconds"
              label="试看秒数"
              dependencies={['duration']}
              rules={[
                { required: true, message: '请填写试看秒数' },
                wholeNumber('试看秒数', 1, 86400),
                ({ getFieldValue }) => ({
                  validator: async (_r, v: unknown) => {
                    if (typeof v === 'number' && v > Number(getFieldValue('duration') ?? 0)) throw new Error('试看秒数不能超过视频时长')
                  }
                })
              ]}
            >
              <InputNumber min={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Form.Item name="published_at" label="上架时间" extra="留空则立即上架" {...momentProps}>
        <DatePicker showTime={{ format: 'HH:mm' }} format={MOMENT_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        保存
      </Button>
    </Form>
  )
}
