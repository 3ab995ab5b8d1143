/**
 * A lesson's fields: its chapter, title, video, length, a free trial (试看: the first seconds play for anyone)
 * and when it goes on sale. The video is a 视频库 asset that finished transcoding (its HLS ladder plays, a
 * trial is cut from it); picking one fills in its length. A lesson made before the 视频库 keeps its file
 * until an asset is picked.
 */
import { Button, Col, DatePicker, Form, Input, InputNumber, Row, Select, Switch } from 'antd'
import { adminLessons } from '../../../../types/endpoints/admin/lessons'
import { adminMedia } from '../../../../types/endpoints/admin/media'
import { call } from '../../api/request'
import { useCall } from '../../api/useCall'
import { maxLength, required, wholeNumber } from '../../forms/rules'
import { MOMENT_FORMAT, momentProps, switchProps } from '../../forms/fields'
import { useSaving } from '../../forms/useSaving'
import { lessonBody, type LessonFormValues } from './lessonBody'

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

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
  const assets = useCall(adminMedia.assets, { query: { page: 1, size: 100 } })
  const ready = (assets.data?.data ?? []).filter((a) => a.status === 'ready')
  const picked = Form.useWatch('media_asset_id', form)
  const legacy = !picked && initialValues.url ? initialValues.url : ''
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
        name="media_asset_id"
        label="视频"
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_r, v: unknown) => {
              if (!v && !getFieldValue('url')) throw new Error('请从视频库选择视频')
            }
          })
        ]}
        extra={legacy ? `当前为旧视频文件 ${legacy}，从视频库选择后替换` : '视频库中已转码完成的视频；新视频请先在视频库上传'}
      >
        <Select
          showSearch
          allowClear
          optionFilterProp="label"
          placeholder="选择视频库中的视频"
          loading={assets.isLoading}
          options={ready.map((a) => ({ value: a.id, label: `${a.source_name || `视频 ${a.id}`}（${clock(a.duration)}）` }))}
          onChange={(id?: number) => {
            const picked = ready.find((a) => a.id === id)
            if (picked?.duration) form.setFieldValue('duration', picked.duration)
          }}
        />
      </Form.Item>
      <Form.Item name="url" hidden>
        <Input />
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
