/** One sitting's essay answers to mark: the question, the reference, the learner's answer and photos; score and comment each. */
import { Button, Card, Drawer, Form, Image, Input, InputNumber, Space, Typography, message } from 'antd'
import { adminPaper } from '../../../../../types/endpoints/admin/addons/paper'
import type { MarkBody } from '../../../../../types/contract/admin/addons/paper'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { useSaving } from '../../../forms/useSaving'

type Values = Record<string, { score?: number; comment?: string }>

export function MarkingDrawer({ recordId, mayMark, onClose }: { recordId: number; mayMark: boolean; onClose: (marked: boolean) => void }) {
  const record = useCall(adminPaper.markingRecord, { params: { id: recordId } }).data
  const [form] = Form.useForm<Values>()
  const { saving, save } = useSaving()
  const waiting = record?.answers.filter((a) => !a.graded) ?? []
  const submit = async () => {
    const v = await form.validateFields()
    const body: MarkBody = { marks: waiting.map((a) => ({ question_id: a.question_id, score: v[a.question_id]?.score ?? 0, comment: v[a.question_id]?.comment ?? '' })) }
    if (await save(() => call(adminPaper.mark, { params: { id: recordId }, body }))) {
      void message.success('评分已保存，学员会收到通知')
      onClose(true)
    }
  }
  return (
    <Drawer
      open
      width={720}
      title={record ? `阅卷：${record.exam_title} · ${record.nick_name}` : '阅卷'}
      onClose={() => onClose(false)}
      extra={
        mayMark && waiting.length > 0 ? (
          <Button type="primary" loading={saving} onClick={() => void submit().catch(() => undefined)}>
            提交评分
          </Button>
        ) : null
      }
    >
      {record && (
        <Form form={form} layout="vertical">
          <Typography.Paragraph>
            客观题得分 {record.score} 分，及格分 {record.pass_score} 分。
          </Typography.Paragraph>
          {record.answers.map((a, i) => (
            <Card key={a.question_id} size="small" title={`第${i + 1}题（满分${a.full_score}分）`} style={{ marginBottom: 12 }}>
              <div dangerouslySetInnerHTML={{ __html: a.content }} />
              <Typography.Paragraph type="secondary">参考答案：{a.reference || '（无）'}</Typography.Paragraph>
              <Typography.Paragraph>
                <strong>学员作答：</strong>
                {a.answer || '（未作答）'}
              </Typography.Paragraph>
              {a.images.length > 0 && (
                <Space wrap>
                  {a.images.map((src) => (
                    <Image key={src} src={src} width={96} alt="作答图片" />
                  ))}
                </Space>
              )}
              {a.graded ? (
                <Typography.Text type="success">
                  已评分：{a.score}分 {a.comment}
                </Typography.Text>
              ) : (
                <Space align="start" wrap>
                  <Form.Item name={[String(a.question_id), 'score']} label="得分" rules={[{ required: true, message: '请填写得分' }, { type: 'number', min: 0, max: a.full_score, message: `得分应在0到${a.full_score}分之间` }]}>
                    <InputNumber step={0.5} aria-label={`第${i + 1}题得分`} disabled={!mayMark} />
                  </Form.Item>
                  <Form.Item name={[String(a.question_id), 'comment']} label="评语" rules={[{ max: 500, message: '评语不能超过500个字符' }]}>
                    <Input.TextArea rows={2} style={{ width: 380 }} aria-label={`第${i + 1}题评语`} disabled={!mayMark} />
                  </Form.Item>
                </Space>
              )}
            </Card>
          ))}
        </Form>
      )}
    </Drawer>
  )
}
