/** A library track: category, title, composer, grade, its recording (uploaded), length, tempo, beats a bar, members only, featured. */
import { Form, Input, InputNumber, Modal, Select, Switch } from 'antd'
import { adminPianoAudio } from '../../../../../types/endpoints/admin/addons/pianoAudio'
import type { AdminAudioCategory, AdminAudioTrack, AudioTrackBody } from '../../../../../types/contract/admin/addons/pianoAudio'
import { TRACK_LIMITS } from '../../../../../types/admin/pianoAudio'
import { call } from '../../../api/request'
import { maxLength, required, wholeNumber } from '../../../forms/rules'
import { switchProps } from '../../../forms/fields'
import { useSaving } from '../../../forms/useSaving'
import { AudioField } from './AudioField'

const L = TRACK_LIMITS
const NEW_TRACK: Partial<AudioTrackBody> = { level: 0, bpm: 120, beats_per_bar: 4, is_member: 0, is_featured: 0, sort: 0 }

interface TrackDialogProps {
  track: AdminAudioTrack | null
  categories: AdminAudioCategory[]
  /** Closed; with the saved track's id when saved. */
  onClose: (savedId?: number) => void
}

export function TrackDialog({ track, categories, onClose }: TrackDialogProps) {
  const [form] = Form.useForm<AudioTrackBody>()
  const { saving, save: persist } = useSaving()
  const save = async () => {
    const v = await form.validateFields()
    const body: AudioTrackBody = { ...v, title: v.title.trim(), composer: v.composer?.trim() ?? '', is_member: v.is_member ?? 0, is_featured: v.is_featured ?? 0, sort: v.sort ?? 0 }
    let id = track?.id
    const saved = await persist(async () => {
      if (track) await call(adminPianoAudio.updateTrack, { params: { id: track.id }, body })
      else id = (await call(adminPianoAudio.createTrack, { body })).id
    })
    if (saved) onClose(id)
  }
  return (
    <Modal open width={640} title={track ? '编辑曲目' : '添加曲目'} okText="保存" cancelText="取消" confirmLoading={saving} onOk={() => void save().catch(() => undefined)} onCancel={() => onClose()} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={track ?? NEW_TRACK}>
        <Form.Item name="category_id" label="分类" rules={[{ required: true, message: '请选择分类' }]}>
          <Select options={categories.map((c) => ({ value: c.id, label: c.name }))} placeholder="选择分类" />
        </Form.Item>
        <Form.Item name="title" label="曲目名称" rules={[required('曲目名称'), maxLength('曲目名称', L.maxTitle)]}>
          <Input placeholder="如：欢乐颂" />
        </Form.Item>
        <Form.Item name="composer" label="作曲" rules={[maxLength('作曲', L.maxComposer)]}>
          <Input placeholder="如：贝多芬" />
        </Form.Item>
        <Form.Item name="media" label="音频" rules={[{ required: true, message: '请上传音频' }]} extra="MP3、M4A、WAV、OGG 或 FLAC，上传后自动填写时长">
          <AudioField onSeconds={(seconds) => form.setFieldValue('duration', seconds)} />
        </Form.Item>
        <Form.Item name="duration" label="时长（秒）" rules={[{ required: true, message: '请填写时长' }, wholeNumber('时长', 1, L.maxSeconds)]}>
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="bpm" label="速度（BPM）" rules={[{ required: true, message: '请填写速度' }, wholeNumber('速度', L.minBpm, L.maxBpm)]}>
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="beats_per_bar" label="每小节拍数" rules={[{ required: true, message: '请填写每小节拍数' }, wholeNumber('每小节拍数', 1, L.maxBeats)]}>
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="level" label="级别" rules={[{ required: true, message: '请填写级别' }, wholeNumber('级别', 0, L.maxLevel)]} extra="0 为不分级，1-10 为考级级别">
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="sort" label="排序" rules={[wholeNumber('排序', 0, 100000)]}>
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="is_member" label="会员专享" {...switchProps}>
          <Switch />
        </Form.Item>
        <Form.Item name="is_featured" label="推荐" {...switchProps}>
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  )
}
