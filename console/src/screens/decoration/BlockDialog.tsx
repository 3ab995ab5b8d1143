/**
 * One home block's settings in a dialog, by its sign: slides, grid navigation, a blank, an image group, or a
 * list of courses, books or live courses. New (no `id`): created at the end of the page.
 */
import { Button, Form, Input, InputNumber, Modal, Radio, Select, Space } from 'antd'
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import type { FormListFieldData } from 'antd'
import type { ReactNode } from 'react'
import { BLOCK_LIMITS, H5_HOME_PAGE, H5_PLATFORM } from '../../../../types/viewBlocks'
import { adminDecoration } from '../../../../types/endpoints/admin/decoration'
import { adminCourses } from '../../../../types/endpoints/admin/courses'
import { call } from '../../api/request'
import { useCall } from '../../api/useCall'
import { maxLength, required, wholeNumber } from '../../forms/rules'
import { blockLink, hexColor, itemCount } from '../../forms/blockRules'
import { useSaving } from '../../forms/useSaving'
import { ImagePicker } from '../../media/ImagePicker'
import { blockName, configOf, emptyValues, isGoodsList, valuesOf, type BlockFormValues } from './blockKinds'

export interface EditedBlock {
  sign: string
  /** Absent: a new block. */
  id?: number
  config?: string
}

/** A list of items, each a card of fields with its 删除, and 添加 below (within the block's limit). */
function Items({ name, what, max, min, fields }: { name: string; what: string; max: number; min?: number; fields: (f: FormListFieldData, n: number) => ReactNode }) {
  return (
    <Form.List name={name} rules={[itemCount(what, max, min)]}>
      {(list, { add, remove }, { errors }) => (
        <>
          {list.map((f, i) => (
            <div key={f.key} style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: '8px 12px', marginBottom: 8 }}>
              <Space style={{ width: '100%', justifyContent: 'space-between' }}>
                <strong>
                  {what} {i + 1}
                </strong>
                <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={`删除${what} ${i + 1}`} onClick={() => remove(f.name)} />
              </Space>
              {fields(f, i + 1)}
            </div>
          ))}
          <Button type="dashed" block icon={<PlusOutlined />} disabled={list.length >= max} onClick={() => add({})}>
            添加{what}
          </Button>
          <Form.ErrorList errors={errors} />
        </>
      )}
    </Form.List>
  )
}

const image = (f: FormListFieldData, label: string, message: string, aspect?: number) => (
  <Form.Item key="src" name={[f.name, 'src']} label={label} rules={[{ required: true, message }]}>
    <ImagePicker scene="decoration" aspect={aspect} label={label} previewWidth={120} previewHeight={60} />
  </Form.Item>
)
const link = (f: FormListFieldData, label: string) => (
  <Form.Item key="href" name={[f.name, 'href']} label={label} rules={[blockLink]}>
    <Input placeholder="/courses 或 https://..." />
  </Form.Item>
)

function CourseSelect(props: { value?: number[]; onChange?: (ids: number[]) => void }) {
  const courses = useCall(adminCourses.courses, { query: { page: 1, size: 100 } })
  const options = (courses.data?.courses.data ?? []).map((c) => ({ value: c.id, label: c.title }))
  return <Select mode="multiple" options={options} optionFilterProp="label" placeholder="选择课程" {...props} />
}

function IdSelect({ value, onChange }: { value?: number[]; onChange?: (ids: number[]) => void }) {
  return (
    <Select
      mode="tags"
      value={(value ?? []).map(String)}
      onChange={(v: string[]) => onChange?.(v.map(Number))}
      tokenSeparators={[',', ' ']}
      placeholder="输入 ID 后回车"
      open={false}
    />
  )
}

const positiveIds = {
  validator: async (_rule: unknown, ids: number[] | undefined) => {
    if ((ids ?? []).some((n) => !Number.isInteger(n) || n < 1)) throw new Error('请填写正整数 ID')
    if ((ids ?? []).length > BLOCK_LIMITS.goodsItems) throw new Error(`内容最多${BLOCK_LIMITS.goodsItems}个`)
  }
}

function SignFields({ sign }: { sign: string }) {
  if (sign === 'slider')
    return <Items name="slides" what="幻灯片" max={BLOCK_LIMITS.sliderItems} min={1} fields={(f, n) => [image(f, `幻灯片 ${n} 图片`, '请上传幻灯片图片', 2), link(f, `幻灯片 ${n} 链接`)]} />
  if (sign === 'grid-nav')
    return (
      <>
        <Form.Item name="line_count" label="每行数量">
          <Radio.Group options={[3, 4, 5].map((n) => ({ value: n, label: `${n}个` }))} />
        </Form.Item>
        <Items
          name="navs"
          what="导航"
          max={BLOCK_LIMITS.gridItems}
          min={1}
          fields={(f, n) => [
            image(f, `导航 ${n} 图标`, '请上传导航图标', 1),
            <Form.Item key="name" name={[f.name, 'name']} label={`导航 ${n} 名称`} rules={[required('导航名称'), maxLength('导航名称', BLOCK_LIMITS.gridNameMax)]}>
              <Input />
            </Form.Item>,
            link(f, `导航 ${n} 链接`)
          ]}
        />
      </>
    )
  if (sign === 'blank')
    return (
      <>
        <Form.Item name="height" label="高度（像素）" rules={[{ required: true, message: '请填写高度' }, wholeNumber('高度', 1, BLOCK_LIMITS.blankHeightMax)]}>
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="bgcolor" label="背景颜色" rules={[{ required: true, message: '请填写背景颜色' }, hexColor]}>
          <Input placeholder="#f7f7f7" />
        </Form.Item>
      </>
    )
  if (sign === 'image-group')
    return <Items name="images" what="图片" max={BLOCK_LIMITS.imageGroupItems} min={1} fields={(f, n) => [image(f, `图片 ${n}`, '请上传图片'), link(f, `图片 ${n} 链接`)]} />
  return (
    <>
      <Form.Item name="title" label="标题" rules={[maxLength('标题', BLOCK_LIMITS.titleMax)]}>
        <Input placeholder="如：热门课程" />
      </Form.Item>
      <Form.Item name="goods" label={sign === 'h5-vod-v1' ? '课程' : '内容 ID'} rules={[positiveIds]}>
        {sign === 'h5-vod-v1' ? <CourseSelect /> : <IdSelect />}
      </Form.Item>
    </>
  )
}

export function BlockDialog({ block, onClose }: { block: EditedBlock; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<BlockFormValues>()
  const { saving, save: persist } = useSaving()
  const { sign, id } = block
  const save = async () => {
    const config = configOf(sign, await form.validateFields())
    const sent = id
      ? () => call(adminDecoration.updateBlock, { params: { id }, body: { config } })
      : () => call(adminDecoration.createBlock, { body: { platform: H5_PLATFORM, page: H5_HOME_PAGE, sign, config } })
    if (await persist(sent)) onClose(true)
  }
  return (
    <Modal
      open
      title={`${id ? '编辑' : '添加'}${blockName(sign)}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      onCancel={() => onClose(false)}
      width={isGoodsList(sign) ? 520 : 640}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={block.config === undefined ? emptyValues(sign) : valuesOf(sign, block.config)}>
        <SignFields sign={sign} />
      </Form>
    </Modal>
  )
}
