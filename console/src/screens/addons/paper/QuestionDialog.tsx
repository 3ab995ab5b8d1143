/**
 * A question of the bank, every type learners sit: 单选/多选 (options and the key), 填空 (each blank's accepted
 * answers and score), 问答 (a reference answer; a teacher marks it), 判断, 题帽 (material and objective
 * sub-questions); analysis, tags, difficulty, and a listening sound with its replay limit.
 */
import { useState } from 'react'
import { Button, Checkbox, Form, Input, InputNumber, Modal, Radio, Select, Space, Typography, Upload, message } from 'antd'
import { MinusCircleOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons'
import { adminPaper } from '../../../../../types/endpoints/admin/addons/paper'
import type { AdminQuestionDetail } from '../../../../../types/contract/admin/addons/paper'
import { DIFFICULTY_NAMES, QUESTION_LIMITS, QUESTION_TYPE_NAMES } from '../../../../../types/admin/paperQuestion'
import { call, callWithForm } from '../../../api/request'
import { useSaving } from '../../../forms/useSaving'
import { questionBody, valuesOf, type QuestionValues } from './questionForm'

const LETTERS = 'ABCDEFGHIJ'
export const TYPE_OPTIONS = Object.entries(QUESTION_TYPE_NAMES).map(([value, label]) => ({ value: Number(value), label }))
export const DIFFICULTY_OPTIONS = Object.entries(DIFFICULTY_NAMES).map(([value, label]) => ({ value: Number(value), label }))
const SUB_TYPES = TYPE_OPTIONS.filter((o) => [1, 2, 3, 5].includes(o.value))
const NEW_QUESTION: Partial<QuestionValues> = { type: 1, difficulty: 2, score: 2, options: ['', '', '', ''], blanks: [{ a: '', s: 1 }], tags: [], audio_max_plays: 0 }

interface CategoryOption {
  value: number
  label: string
}

export function QuestionDialog({ question, categories, onClose }: { question: AdminQuestionDetail | null; categories: CategoryOption[]; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<QuestionValues>()
  const type = (Form.useWatch('type', form) as number | undefined) ?? question?.type ?? 1
  const options = (Form.useWatch('options', form) as string[] | undefined) ?? []
  const audio = Form.useWatch('audio_file', form) as string | null | undefined
  const { saving, save: persist } = useSaving()
  const [uploading, setUploading] = useState(false)

  const save = async () => {
    const made = questionBody(await form.validateFields())
    if ('error' in made) return void message.error(made.error)
    const body = made.body
    if (await persist(() => (question ? call(adminPaper.updateQuestion, { params: { id: question.id }, body }) : call(adminPaper.createQuestion, { body })))) onClose(true)
  }

  const uploadAudio = async (file: File) => {
    const data = new FormData()
    data.append('file', file)
    setUploading(true)
    const sound = await callWithForm(adminPaper.uploadAudio, data).catch(() => null)
    setUploading(false)
    if (sound) form.setFieldsValue({ audio_file: sound.file, audio_seconds: sound.seconds })
  }

  const choice = type === 1 || type === 2
  return (
    <Modal open width={760} title={question ? '编辑试题' : '添加试题'} okText="保存" cancelText="取消" confirmLoading={saving} onOk={() => void save().catch(() => undefined)} onCancel={() => onClose(false)} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={question ? valuesOf(question) : NEW_QUESTION}>
        <Space wrap size="large">
          <Form.Item name="type" label="题型" rules={[{ required: true, message: '请选择题型' }]}>
            <Select options={TYPE_OPTIONS} style={{ width: 120 }} aria-label="题型" />
          </Form.Item>
          <Form.Item name="category_id" label="分类" rules={[{ required: true, message: '请选择分类' }]}>
            <Select options={categories} style={{ width: 200 }} aria-label="分类" placeholder="题库分类" />
          </Form.Item>
          <Form.Item name="difficulty" label="难度" rules={[{ required: true, message: '请选择难度' }]}>
            <Select options={DIFFICULTY_OPTIONS} style={{ width: 100 }} aria-label="难度" />
          </Form.Item>
          {type !== 3 && type !== 6 && (
            <Form.Item name="score" label="分数" rules={[{ required: true, message: '请填写分数' }]}>
              <InputNumber min={0} max={QUESTION_LIMITS.maxScore} step={0.5} aria-label="分数" />
            </Form.Item>
          )}
        </Space>
        {type === 6 ? (
          <Form.Item name="header" label="题帽（材料）" rules={[{ required: true, whitespace: true, message: '请填写题帽（材料）' }]}>
            <Input.TextArea rows={3} aria-label="题帽（材料）" />
          </Form.Item>
        ) : (
          <Form.Item name="content" label="题干" rules={[{ required: true, whitespace: true, message: '请填写题干' }]} extra="可使用 HTML（如 <p>、<img>），保存时会清理不安全的内容">
            <Input.TextArea rows={3} aria-label="题干" />
          </Form.Item>
        )}
        {choice && (
          <Form.List name="options">
            {(fields, { add, remove }) => (
              <Form.Item label="选项">
                {fields.map((field, i) => (
                  <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                    <Typography.Text>{LETTERS[i]}</Typography.Text>
                    <Form.Item name={field.name} noStyle>
                      <Input aria-label={`选项${LETTERS[i]}`} style={{ width: 480 }} />
                    </Form.Item>
                    {fields.length > 2 && <MinusCircleOutlined aria-label={`删除选项${LETTERS[i]}`} onClick={() => remove(field.name)} />}
                  </Space>
                ))}
                {fields.length < QUESTION_LIMITS.maxOptions && (
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')}>
                    添加选项
                  </Button>
                )}
              </Form.Item>
            )}
          </Form.List>
        )}
        {type === 1 && (
          <Form.Item name="answer" label="正确答案">
            <Radio.Group options={options.map((_, i) => ({ value: `option${i + 1}`, label: LETTERS[i] }))} />
          </Form.Item>
        )}
        {type === 2 && (
          <Form.Item name="picked" label="正确答案">
            <Checkbox.Group options={options.map((_, i) => ({ value: `option${i + 1}`, label: LETTERS[i] }))} />
          </Form.Item>
        )}
        {type === 5 && (
          <Form.Item name="answer" label="正确答案">
            <Radio.Group
              options={[
                { value: '1', label: '对' },
                { value: '0', label: '错' }
              ]}
            />
          </Form.Item>
        )}
        {type === 4 && (
          <Form.Item name="answer" label="参考答案" extra="问答题由老师在「阅卷」中评分，参考答案供阅卷老师和学员查看">
            <Input.TextArea rows={3} aria-label="参考答案" />
          </Form.Item>
        )}
        {type === 3 && (
          <Form.List name="blanks">
            {(fields, { add, remove }) => (
              <Form.Item label="每个空的答案与分数" extra="同一空的多个可接受答案用 | 分隔，如“纯五|纯5”；题目分数为各空分数之和">
                {fields.map((field, i) => (
                  <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                    <Typography.Text>第{i + 1}空</Typography.Text>
                    <Form.Item name={[field.name, 'a']} noStyle>
                      <Input aria-label={`第${i + 1}空答案`} style={{ width: 360 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 's']} noStyle>
                      <InputNumber min={0} step={0.5} aria-label={`第${i + 1}空分数`} />
                    </Form.Item>
                    {fields.length > 1 && <MinusCircleOutlined onClick={() => remove(field.name)} />}
                  </Space>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ a: '', s: 1 })}>
                  添加一空
                </Button>
              </Form.Item>
            )}
          </Form.List>
        )}
        {type === 6 && (
          <Form.List name="subs">
            {(fields, { add, remove }) => (
              <Form.Item label="小题" extra="答案：单选填 B，多选填 AC，判断填 对 或 错，填空各空用逗号分隔；选项每行一个">
                {fields.map((field, i) => (
                  <Space key={field.key} align="start" wrap style={{ display: 'flex', marginBottom: 8 }}>
                    <Typography.Text>第{i + 1}小题</Typography.Text>
                    <Form.Item name={[field.name, 'type']} noStyle>
                      <Select options={SUB_TYPES} style={{ width: 100 }} aria-label={`第${i + 1}小题题型`} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'content']} noStyle>
                      <Input placeholder="题干" aria-label={`第${i + 1}小题题干`} style={{ width: 220 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'options']} noStyle>
                      <Input.TextArea placeholder="选项（每行一个）" rows={2} aria-label={`第${i + 1}小题选项`} style={{ width: 160 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'answer']} noStyle>
                      <Input placeholder="答案" aria-label={`第${i + 1}小题答案`} style={{ width: 90 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'score']} noStyle>
                      <InputNumber min={0} step={0.5} aria-label={`第${i + 1}小题分数`} />
                    </Form.Item>
                    <MinusCircleOutlined onClick={() => remove(field.name)} />
                  </Space>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ type: 1, score: 2 })}>
                  添加小题
                </Button>
              </Form.Item>
            )}
          </Form.List>
        )}
        <Form.Item name="remark" label="解析">
          <Input.TextArea rows={2} aria-label="解析" />
        </Form.Item>
        <Form.Item name="tags" label="标签" extra={`最多${QUESTION_LIMITS.maxTags}个，输入后回车`}>
          <Select mode="tags" aria-label="标签" tokenSeparators={[',', '，']} open={false} />
        </Form.Item>
        {type !== 6 && (
          <Form.Item label="听力音频" extra="听力题：学员作答时播放；不限次数填 0">
            <Space wrap>
              <Form.Item name="audio_file" noStyle>
                <Input disabled style={{ width: 260 }} placeholder="未上传" aria-label="音频文件" />
              </Form.Item>
              <Upload
                accept=".mp3,.m4a,.wav,.ogg,audio/*"
                showUploadList={false}
                beforeUpload={(file) => {
                  void uploadAudio(file)
                  return false
                }}
              >
                <Button icon={<UploadOutlined />} loading={uploading}>
                  上传音频
                </Button>
              </Upload>
              {audio && <Button onClick={() => form.setFieldsValue({ audio_file: null, audio_seconds: 0 })}>移除</Button>}
              <Form.Item name="audio_seconds" hidden>
                <InputNumber />
              </Form.Item>
              <Form.Item name="audio_max_plays" label="最多播放次数" style={{ marginBottom: 0 }}>
                <InputNumber min={0} max={QUESTION_LIMITS.maxAudioPlays} precision={0} aria-label="最多播放次数" />
              </Form.Item>
            </Space>
          </Form.Item>
        )}
      </Form>
    </Modal>
  )
}
