/**
 * 关联课时: the lessons whose page shows this track's score under the video, where the piece starts in the video
 * (blank: a lesson about the piece, the score without a cursor) and the exercise 跟着练 opens; linked by lesson ID.
 */
import { Button, Card, Form, InputNumber, Popconfirm, Select, Space, Table } from 'antd'
import { adminPianoAudio } from '../../../../../types/endpoints/admin/addons/pianoAudio'
import type { TrackLesson } from '../../../../../types/contract/admin/addons/pianoAudio'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { wholeNumber } from '../../../forms/rules'
import { useSaving } from '../../../forms/useSaving'

interface LinkValues {
  video_id: number
  /** Seconds into the video (the form's unit); sent as ms. */
  sync_seconds?: number | null
  exercise_id?: number | null
}

export function LessonLinks({ trackId, mayLink }: { trackId: number; mayLink: boolean }) {
  const lessons = useCall(adminPianoAudio.trackLessons, { params: { id: trackId } })
  const exercises = useCall(adminPianoAudio.exercises, {})
  const [form] = Form.useForm<LinkValues>()
  const { saving, save: persist } = useSaving()
  const link = async () => {
    const v = await form.validateFields()
    const body = { track_id: trackId, sync_ms: v.sync_seconds === undefined || v.sync_seconds === null ? null : Math.round(v.sync_seconds * 1000), exercise_id: v.exercise_id ?? null }
    if (await persist(() => call(adminPianoAudio.linkLesson, { params: { id: v.video_id }, body }))) {
      form.resetFields()
      await lessons.refetch()
    }
  }
  const unlink = async (l: TrackLesson) => {
    await call(adminPianoAudio.unlinkLesson, { params: { id: l.video_id } }).catch(() => undefined)
    await lessons.refetch()
  }
  const exerciseTitle = (id: number | null) => (id === null ? '—' : (exercises.data?.find((e) => e.id === id)?.title ?? id))
  return (
    <Card title="关联课时">
      <Table<TrackLesson> rowKey="video_id" size="small" loading={lessons.isLoading} dataSource={lessons.data ?? []} pagination={false} locale={{ emptyText: '还没有课时显示这首乐谱' }}>
        <Table.Column dataIndex="video_id" title="课时ID" width={80} />
        <Table.Column<TrackLesson> title="课时" render={(_, l) => `${l.course_title} · ${l.title}`} />
        <Table.Column dataIndex="sync_ms" title="乐曲开始于" width={110} render={(ms: number | null) => (ms === null ? '不跟随' : `${ms / 1000} 秒`)} />
        <Table.Column dataIndex="exercise_id" title="跟练练习" render={exerciseTitle} />
        {mayLink && (
          <Table.Column<TrackLesson>
            title="操作"
            width={90}
            render={(_, l) => (
              <Popconfirm title={`取消「${l.title}」的乐谱？`} okText="取消关联" cancelText="返回" onConfirm={() => unlink(l)}>
                <Button type="link" danger size="small" style={{ padding: 0 }}>
                  取消关联
                </Button>
              </Popconfirm>
            )}
          />
        )}
      </Table>
      {mayLink && (
        <Form form={form} layout="inline" style={{ marginTop: 16, rowGap: 8 }}>
          <Form.Item name="video_id" label="课时ID" rules={[{ required: true, message: '请填写课时ID' }, wholeNumber('课时ID', 1, 2147483647)]}>
            <InputNumber precision={0} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="sync_seconds" label="乐曲开始于（秒）" tooltip="视频中乐曲开始弹奏的时间；不填则只显示乐谱，不跟随光标" rules={[{ type: 'number', min: 0, max: 36000, message: '开始时间须在0-36000秒之间' }]}>
            <InputNumber precision={1} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="exercise_id" label="跟练练习">
            <Select allowClear style={{ width: 220 }} placeholder="不设置" options={(exercises.data ?? []).map((e) => ({ value: e.id, label: e.title }))} />
          </Form.Item>
          <Space>
            <Button type="primary" loading={saving} onClick={() => void link().catch(() => undefined)}>
              关联
            </Button>
          </Space>
        </Form>
      )}
    </Card>
  )
}
