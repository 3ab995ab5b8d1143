/**
 * 听音练习: listen exercises set on bars of a track's score, at a speed, passed at an accuracy; added and edited in a
 * dialog, deleted while no learner has practised them. The exercises the app ships with their own score are listed only.
 */
import { useState } from 'react'
import { List } from '@refinedev/antd'
import { Button, Form, Input, InputNumber, Modal, Select, Space, Table, Tag } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { adminPianoAudio } from '../../../../../types/endpoints/admin/addons/pianoAudio'
import type { AdminAudioTrack, AdminListenExercise, ListenExerciseBody } from '../../../../../types/contract/admin/addons/pianoAudio'
import { LISTEN_LIMITS, TRACK_LIMITS } from '../../../../../types/admin/pianoAudio'
import { mayCall, type Me } from '../../../access'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { useMe } from '../../../layout/useMe'
import { RowActions } from '../../../layout/RowActions'
import { maxLength, required, wholeNumber } from '../../../forms/rules'
import { useSaving } from '../../../forms/useSaving'

const L = LISTEN_LIMITS
const NEW_EXERCISE: Partial<ListenExerciseBody> = { bar_from: 1, bar_to: 4, speed: 1, pass_accuracy: 80, sort: 0 }
/** The most tracks the picker loads (the console's page size limit); the studio's library is about 30. */
const TRACK_PICKER_SIZE = 100

export default function ListenExercises() {
  return <ListenExercisesView me={useMe().data} />
}

export function ListenExercisesView({ me }: { me: Me | undefined }) {
  const list = useCall(adminPianoAudio.listenExercises, {})
  // undefined: closed; null: a new one; an exercise: editing it.
  const [editing, setEditing] = useState<AdminListenExercise | null | undefined>(undefined)
  const remove = async (e: AdminListenExercise) => {
    await call(adminPianoAudio.deleteListenExercise, { params: { id: e.id } }).catch(() => undefined)
    await list.refetch()
  }
  return (
    <List
      title="听音练习"
      breadcrumb={false}
      headerButtons={
        mayCall(me, adminPianoAudio.createListenExercise) ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            添加练习
          </Button>
        ) : null
      }
    >
      <Table<AdminListenExercise> rowKey="id" loading={list.isLoading} dataSource={list.data ?? []} pagination={false} locale={{ emptyText: '暂无练习' }}>
        <Table.Column dataIndex="id" title="ID" width={70} />
        <Table.Column dataIndex="title" title="练习名称" />
        <Table.Column<AdminListenExercise> title="曲目" render={(_, e) => e.track_title ?? <Tag>自带乐谱</Tag>} />
        <Table.Column<AdminListenExercise> title="小节" width={100} render={(_, e) => (e.bar_from === null ? '全曲' : `${e.bar_from}-${e.bar_to}`)} />
        <Table.Column<AdminListenExercise> title="速度" width={80} render={(_, e) => `${e.speed}×`} />
        <Table.Column<AdminListenExercise> title="及格正确率" width={110} render={(_, e) => (e.pass_accuracy === null ? '-' : `${e.pass_accuracy}%`)} />
        <Table.Column dataIndex="results_count" title="练习次数" width={90} />
        <Table.Column<AdminListenExercise>
          title="操作"
          width={120}
          render={(_, e) =>
            e.track_id === null ? null : (
              <RowActions
                onEdit={mayCall(me, adminPianoAudio.updateListenExercise) ? () => setEditing(e) : undefined}
                onDelete={mayCall(me, adminPianoAudio.deleteListenExercise) ? () => remove(e) : undefined}
                confirm={`确定删除「${e.title}」？已有学员练习过的不能删除`}
              />
            )
          }
        />
      </Table>
      {editing !== undefined && (
        <ListenExerciseDialog
          exercise={editing}
          onClose={(saved) => {
            setEditing(undefined)
            if (saved) void list.refetch()
          }}
        />
      )}
    </List>
  )
}

/** The tracks a listen exercise may be set on: those with a score. */
const scoredTracks = (tracks: AdminAudioTrack[] | undefined) => (tracks ?? []).filter((t) => t.has_score === 1)

export function ListenExerciseDialog({ exercise, onClose }: { exercise: AdminListenExercise | null; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<ListenExerciseBody>()
  const { saving, save: persist } = useSaving()
  const tracks = useCall(adminPianoAudio.tracks, { query: { page: 1, size: TRACK_PICKER_SIZE } })
  const trackId = Form.useWatch('track_id', form) as number | undefined
  const score = useCall(adminPianoAudio.trackScore, { params: { id: trackId ?? 0 } }, !!trackId)
  const barCount = score.data?.score.bars.length
  const save = async () => {
    const v = await form.validateFields()
    const body: ListenExerciseBody = { ...v, title: v.title.trim(), description: v.description?.trim() ?? '', sort: v.sort ?? 0 }
    if (await persist(() => (exercise ? call(adminPianoAudio.updateListenExercise, { params: { id: exercise.id }, body }) : call(adminPianoAudio.createListenExercise, { body })))) onClose(true)
  }
  const initial = exercise ? { ...exercise, track_id: exercise.track_id ?? undefined } : NEW_EXERCISE
  return (
    <Modal open width={600} title={exercise ? '编辑听音练习' : '添加听音练习'} okText="保存" cancelText="取消" confirmLoading={saving} onOk={() => void save().catch(() => undefined)} onCancel={() => onClose(false)} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="title" label="练习名称" rules={[required('练习名称'), maxLength('练习名称', L.maxTitle)]}>
          <Input placeholder="如：小步舞曲 前四小节" />
        </Form.Item>
        <Form.Item name="track_id" label="曲目" rules={[{ required: true, message: '请选择曲目' }]} extra={barCount ? `乐谱共 ${barCount} 个小节` : '只列出已上传乐谱的曲目'}>
          <Select
            showSearch
            optionFilterProp="label"
            loading={tracks.isLoading}
            placeholder="选择有乐谱的曲目"
            options={scoredTracks(tracks.data?.data).map((t) => ({ value: t.id, label: t.title }))}
          />
        </Form.Item>
        <Space align="start">
          <Form.Item name="bar_from" label="起始小节" rules={[{ required: true, message: '请填写起始小节' }, wholeNumber('起始小节', 1, barCount ?? 100000)]}>
            <InputNumber precision={0} min={1} />
          </Form.Item>
          <Form.Item
            name="bar_to"
            label="结束小节"
            dependencies={['bar_from']}
            rules={[
              { required: true, message: '请填写结束小节' },
              wholeNumber('结束小节', 1, barCount ?? 100000),
              ({ getFieldValue }) => ({
                validator: async (_rule, value: unknown) => {
                  const from = getFieldValue('bar_from') as unknown
                  if (typeof value === 'number' && typeof from === 'number' && from > value) throw new Error('起始小节不能大于结束小节')
                }
              })
            ]}
          >
            <InputNumber precision={0} min={1} />
          </Form.Item>
          <Form.Item
            name="speed"
            label="速度（倍）"
            rules={[{ required: true, message: '请填写速度' }, { type: 'number', min: L.minSpeed, max: L.maxSpeed, message: `速度须在 ${L.minSpeed} 到 ${L.maxSpeed} 倍之间` }]}
          >
            <InputNumber step={0.05} />
          </Form.Item>
          <Form.Item name="pass_accuracy" label="及格正确率（%）" rules={[{ required: true, message: '请填写及格正确率' }, wholeNumber('及格正确率', L.minPass, L.maxPass)]}>
            <InputNumber precision={0} />
          </Form.Item>
        </Space>
        <Form.Item name="description" label="简介" rules={[maxLength('简介', 200)]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Space>
          <Form.Item name="level" label="级别" rules={[wholeNumber('级别', 0, TRACK_LIMITS.maxLevel)]}>
            <InputNumber precision={0} />
          </Form.Item>
          <Form.Item name="sort" label="排序" rules={[wholeNumber('排序', 0, 100000)]} extra="数字越小越靠前">
            <InputNumber precision={0} />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  )
}
