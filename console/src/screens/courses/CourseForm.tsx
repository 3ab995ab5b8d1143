/**
 * A course's fields (MeEdu's CourseRequest, with VIP free and audio download): category, title, cover cropped
 * to 4:3, free or priced, when it goes on sale, shown or hidden, a short and a rich introduction.
 */
import { Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select, Switch, type FormProps } from 'antd'
import { adminCourses } from '../../../../types/endpoints/admin/courses'
import { useCall } from '../../api/useCall'
import { ImagePicker } from '../../media/ImagePicker'
import { maxLength, required, richTextRequired, wholeNumber } from '../../forms/rules'
import { MOMENT_FORMAT, momentProps, switchProps } from '../../forms/fields'
import { LazyRichTextEditor } from '../../forms/LazyRichTextEditor'

/** How the course goes on sale: now (the moment of saving) or at a chosen time. */
type PublishMode = 'now' | 'at'
export interface CourseFormValues {
  publish: PublishMode
  published_at?: string
  [field: string]: unknown
}

/** The categories as MeEdu's form lists them: each parent, then its children indented. */
function useCategoryOptions() {
  const form = useCall(adminCourses.courseForm, {})
  return (form.data?.categories ?? []).flatMap((p) => [{ value: p.id, label: p.name }, ...p.children.map((c) => ({ value: c.id, label: `｜— ${c.name}` }))])
}

export function CourseForm({ formProps }: { formProps: FormProps }) {
  const categories = useCategoryOptions()
  const form = formProps.form
  const isFree = Form.useWatch('is_free', form) === 1
  const publish = Form.useWatch('publish', form) as PublishMode | undefined
  return (
    <Form {...formProps} layout="vertical" style={{ maxWidth: 860 }}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="category_id" label="所属分类" rules={[{ required: true, message: '请选择所属分类' }]}>
            <Select options={categories} placeholder="请选择所属分类" showSearch optionFilterProp="label" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="title" label="课程名称" rules={[required('课程名称'), maxLength('课程名称', 120)]}>
            <Input placeholder="请输入课程名称" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="thumb" label="课程封面" rules={[{ required: true, message: '请上传课程封面' }]} extra="长宽比 4:3，建议 400×300 像素；上传时可裁剪">
        <ImagePicker scene="cover" aspect={4 / 3} label="课程封面" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Form.Item name="is_free" label="免费" {...switchProps}>
            <Switch />
          </Form.Item>
        </Col>
        {!isFree && (
          <>
            <Col xs={12} md={6}>
              <Form.Item name="charge" label="价格（元）" rules={[{ required: true, message: '请填写价格' }, wholeNumber('价格', 1, 1000000)]} extra="整数，课程不免费时须大于0">
                <InputNumber min={1} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="is_vip_free" label="VIP免费" {...switchProps} extra="开启后，有效期内的VIP会员可免费学习">
                <Switch />
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="publish" label="上架">
            <Radio.Group
              options={[
                { value: 'now', label: '立即上架' },
                { value: 'at', label: '指定时间' }
              ]}
            />
          </Form.Item>
        </Col>
        {publish === 'at' && (
          <Col xs={24} md={12}>
            <Form.Item name="published_at" label="上架时间" rules={[{ required: true, message: '请选择上架时间' }]} extra="上架时间越晚，排序越靠前" {...momentProps}>
              <DatePicker showTime={{ format: 'HH:mm' }} format={MOMENT_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Row gutter={16}>
        <Col xs={8}>
          <Form.Item name="is_show" label="显示" {...switchProps} extra="关闭后学员端不显示此课程">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={8}>
          <Form.Item name="is_rec" label="推荐" {...switchProps}>
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={8}>
          <Form.Item name="downloadable" label="允许下载音频" {...switchProps} extra="可学习的学员可把课时音频存到手机">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="short_description" label="简短介绍" rules={[required('简短介绍'), maxLength('简短介绍', 150)]}>
        <Input.TextArea rows={3} maxLength={150} showCount />
      </Form.Item>
      <Form.Item name="original_desc" label="详情介绍" rules={[richTextRequired('详情介绍')]}>
        <LazyRichTextEditor label="详情介绍" />
      </Form.Item>
    </Form>
  )
}

