/**
 * 视频库: the studio's lesson videos as the transcoding queue holds them (state, progress, why one failed),
 * a new video uploaded for a lesson (resumable), and a picked video's HLS address to copy.
 */
import { useEffect, useState } from 'react'
import type { Static } from 'typebox'
import { Alert, Button, Card, Form, InputNumber, Progress, Table, Tag, Typography, Upload, message } from 'antd'
import { UploadOutlined } from '@ant-design/icons'
import { adminMedia, mediaUpload } from '../../../../types/endpoints/admin/media'
import type { MediaAssetList } from '../../../../types/contract/admin/media'
import { allowed, mayCall, type Me } from '../../access'
import { useMe } from '../../layout/useMe'
import { useCall } from '../../api/useCall'
import { ApiError, call } from '../../api/request'
import { uploadLessonVideo } from '../../api/tusUpload'

type Asset = Static<typeof MediaAssetList>['data'][number]

const STATUS: Record<Asset['status'], { text: string; color: string }> = {
  queued: { text: '排队中', color: 'default' },
  processing: { text: '转码中', color: 'processing' },
  ready: { text: '已完成', color: 'success' },
  failed: { text: '失败', color: 'error' }
}
/** While a job is waiting or running, the list is read again this often. */
const REFRESH_MS = 3000
const PAGE_SIZE = 10

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

function UploadPanel({ onUploaded }: { onUploaded: () => void }) {
  const [lessonId, setLessonId] = useState<number | null>(null)
  const [file, setFile] = useState<File | null>(null)
  const [done, setDone] = useState<number | null>(null)
  const [problem, setProblem] = useState('')
  const start = async () => {
    if (!lessonId) return setProblem('请填写课时ID')
    if (!file || file.size === 0) return setProblem('请选择视频文件')
    setProblem('')
    setDone(0)
    try {
      await uploadLessonVideo(file, lessonId, setDone)
      void message.success('上传完成，已加入转码队列')
      setFile(null)
      onUploaded()
    } catch (e) {
      setProblem(e instanceof ApiError ? e.message : '上传失败，请稍后重试')
    } finally {
      setDone(null)
    }
  }
  const busy = done !== null
  return (
    <Card size="small" title="上传视频" style={{ marginBottom: 16 }}>
      <Form layout="inline">
        <Form.Item label="课时ID">
          <InputNumber aria-label="课时ID" min={1} precision={0} value={lessonId} onChange={(v) => setLessonId(v)} disabled={busy} />
        </Form.Item>
        <Form.Item label="视频文件">
          <Upload accept="video/*" maxCount={1} showUploadList={false} beforeUpload={(f) => (setFile(f), false)} disabled={busy}>
            <Button icon={<UploadOutlined />}>{file ? file.name : '选择文件'}</Button>
          </Upload>
        </Form.Item>
        <Form.Item>
          <Button type="primary" onClick={start} loading={busy}>
            开始上传
          </Button>
        </Form.Item>
      </Form>
      {busy && <Progress percent={Math.floor(done * 100)} aria-label="上传进度" />}
      {problem && <Alert type="error" showIcon message={problem} style={{ marginTop: 12 }} />}
    </Card>
  )
}

export function MediaLibraryView({ me }: { me: Me | undefined }) {
  const [page, setPage] = useState(1)
  const list = useCall(adminMedia.assets, { query: { page, size: PAGE_SIZE } })
  const [picked, setPicked] = useState<number | null>(null)
  const assets = list.data?.data ?? []
  const working = assets.some((a) => a.status === 'queued' || a.status === 'processing')
  const { refetch } = list
  useEffect(() => {
    if (!working) return
    const timer = setInterval(() => void refetch(), REFRESH_MS)
    return () => clearInterval(timer)
  }, [working, refetch])
  const chosen = assets.find((a) => a.id === picked)
  const retry = async (id: number) => {
    await call(adminMedia.retry, { params: { id } })
    void message.success('已重新加入转码队列')
    void refetch()
  }

  return (
    <Card title="视频库">
      {allowed(me, mediaUpload.access) && <UploadPanel onUploaded={() => void refetch()} />}
      <Table<Asset>
        rowKey="id"
        dataSource={assets}
        loading={list.isLoading}
        scroll={{ x: 820 }}
        rowSelection={{ type: 'radio', selectedRowKeys: picked ? [picked] : [], onChange: (keys) => setPicked(Number(keys[0])) }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage }}
      >
        <Table.Column dataIndex="id" title="ID" width={70} />
        <Table.Column<Asset> dataIndex="source_name" title="文件" render={(v: string) => v || '—'} />
        <Table.Column<Asset> title="用于" render={(_, a) => (a.target_kind === 'lesson' ? `课时 #${a.target_id}` : a.target_kind === 'live_replay' ? `直播回放 #${a.target_id}` : '—')} />
        <Table.Column<Asset> title="状态" render={(_, a) => <Tag color={STATUS[a.status].color}>{STATUS[a.status].text}</Tag>} />
        <Table.Column<Asset>
          title="进度"
          width={180}
          render={(_, a) => (a.status === 'failed' ? <Typography.Text type="danger">{a.error}</Typography.Text> : <Progress percent={a.progress} size="small" status={a.status === 'processing' ? 'active' : undefined} />)}
        />
        <Table.Column<Asset> title="时长" render={(_, a) => (a.status === 'ready' ? minutes(a.duration) : '—')} />
        <Table.Column<Asset> title="清晰度" render={(_, a) => a.renditions.join(' / ') || '—'} />
        <Table.Column dataIndex="updated_at" title="更新时间" width={170} />
        <Table.Column<Asset>
          title="操作"
          fixed="right"
          render={(_, a) =>
            a.status === 'failed' && mayCall(me, adminMedia.retry) ? (
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => void retry(a.id).catch(() => undefined)}>
                重试
              </Button>
            ) : null
          }
        />
      </Table>
      {chosen && (
        <Card size="small" title={`#${chosen.id} ${chosen.source_name}`} style={{ marginTop: 16 }}>
          {chosen.hls_url ? (
            <>
              <Typography.Paragraph copyable={{ text: chosen.hls_url, tooltips: ['复制地址', '已复制'] }} code style={{ wordBreak: 'break-all' }}>
                {chosen.hls_url}
              </Typography.Paragraph>
              <Typography.Text type="secondary">HLS 地址（加密，仅限当前网络访问，4 小时内有效）</Typography.Text>
            </>
          ) : (
            <Typography.Text type="secondary">转码完成后才有播放地址</Typography.Text>
          )}
        </Card>
      )}
    </Card>
  )
}

export default function MediaLibrary() {
  const { data: me } = useMe()
  return <MediaLibraryView me={me} />
}
