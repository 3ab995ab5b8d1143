/**
 * 乐谱与打点: a track's MusicXML score uploaded and engraved by the server (its first pages shown as the app
 * shows them), and its time map tapped along the recording (tapAlong.ts): a tap per bar with the space bar or
 * the big button, bars filling as they are tapped, ±50 ms on a chosen bar, a range tapped again; then saved.
 */
import { useEffect, useRef, useState } from 'react'
import { useParams } from 'react-router'
import { Alert, Button, Card, Empty, InputNumber, Space, Typography, Upload } from 'antd'
import { UploadOutlined } from '@ant-design/icons'
import { adminPianoAudio } from '../../../../../types/endpoints/admin/addons/pianoAudio'
import type { AdminTrackScore } from '../../../../../types/contract/admin/addons/pianoAudio'
import { SCORE_MAX_BYTES, barTimesProblem } from '../../../../../types/admin/pianoAudio'
import { mayCall, type Me } from '../../../access'
import { call, callWithForm } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { useMe } from '../../../layout/useMe'
import { useSaving } from '../../../forms/useSaving'
import { LessonLinks } from './LessonLinks'
import { NUDGE_MS, barPlaying, barTimesOf, leadInMs, nudge, retap, startTapping, tap, tappedCount, type Tapping } from './tapAlong'

/** Pages of the preview: the first ones are enough to see the upload is the right piece, engraved right. */
const PREVIEW_PAGES = 2

/** What the server takes, judged here by name and size before the upload. */
export function scoreFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.(musicxml|xml|mxl)$/i.test(file.name)) return '请上传 MusicXML 乐谱（.musicxml、.xml 或 .mxl）'
  if (file.size > SCORE_MAX_BYTES) return `乐谱文件不能超过${SCORE_MAX_BYTES / 1024 / 1024}MB`
  return null
}

export default function PianoTrackScore() {
  return <TrackScoreView trackId={Number(useParams().id)} me={useMe().data} />
}

export function TrackScoreView({ trackId, me }: { trackId: number; me: Me | undefined }) {
  const loaded = useCall(adminPianoAudio.trackScore, { params: { id: trackId } })
  const [uploaded, setUploaded] = useState<AdminTrackScore | null>(null)
  const [uploading, setUploading] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const current = uploaded ?? loaded.data ?? null
  const send = async (file: File) => {
    const local = scoreFileProblem(file)
    setProblem(local)
    if (local) return
    const form = new FormData()
    form.append('file', file, file.name)
    setUploading(true)
    try {
      setUploaded(await callWithForm(adminPianoAudio.uploadScore, form, undefined, { id: trackId }))
    } catch (e) {
      setProblem(e instanceof Error ? e.message : '上传失败')
    } finally {
      setUploading(false)
    }
  }
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title="乐谱"
        extra={
          mayCall(me, adminPianoAudio.uploadScore) && (
            <Upload
              accept=".musicxml,.xml,.mxl"
              showUploadList={false}
              beforeUpload={(file) => {
                void send(file)
                return false
              }}
            >
              <Button icon={<UploadOutlined />} loading={uploading}>
                {current ? '更换乐谱' : '上传乐谱'}
              </Button>
            </Upload>
          )
        }
      >
        {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} />}
        {current ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Text type="secondary">
              共 {current.score.bars.length} 小节，{current.score.pages.length} 页（学员端显示的乐谱）
            </Typography.Text>
            {current.score.pages.slice(0, PREVIEW_PAGES).map((p, i) => (
              <img key={p.svg} src={p.svg} alt={`乐谱第 ${i + 1} 页`} style={{ width: '100%', maxWidth: 720, border: '1px solid #f0f0f0' }} />
            ))}
          </Space>
        ) : (
          <Empty description={loaded.isLoading ? '加载中' : '还没有乐谱，请上传 MusicXML（.musicxml、.xml 或 .mxl）'} />
        )}
      </Card>
      {current && <TapAlong key={current.score.id} trackId={trackId} score={current} mayEdit={mayCall(me, adminPianoAudio.saveBarTimes)} />}
      {current && mayCall(me, adminPianoAudio.trackLessons) && <LessonLinks trackId={trackId} mayLink={mayCall(me, adminPianoAudio.linkLesson)} />}
    </Space>
  )
}

function TapAlong({ trackId, score, mayEdit }: { trackId: number; score: AdminTrackScore; mayEdit: boolean }) {
  const audio = useRef<HTMLAudioElement>(null)
  const [tapping, setTapping] = useState<Tapping>(() => startTapping(score.score.bars.length, score.bar_ms))
  const [chosen, setChosen] = useState(1)
  const [range, setRange] = useState<[number, number]>([1, score.score.bars.length])
  const [playingMs, setPlayingMs] = useState(0)
  const [problem, setProblem] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  const { saving, save: persist } = useSaving()
  const positionMs = () => (audio.current?.currentTime ?? 0) * 1000
  const onTap = () => {
    setTapping((t) => tap(t, positionMs()))
    setSaved(false)
  }
  // The space bar taps anywhere on the screen but in a text field (the range inputs). Its key-up is kept from
  // the focused button (打点 just clicked, the player) too: a space there would tap, or pause, a second time.
  const tapRef = useRef(onTap)
  tapRef.current = onTap
  useEffect(() => {
    const isTap = (e: KeyboardEvent) => e.code === 'Space' && !(e.target instanceof HTMLElement && e.target.closest('input, textarea'))
    const onDown = (e: KeyboardEvent) => {
      if (!isTap(e)) return
      e.preventDefault()
      if (!e.repeat) tapRef.current()
    }
    const onUp = (e: KeyboardEvent) => {
      if (isTap(e)) e.preventDefault()
    }
    window.addEventListener('keydown', onDown)
    window.addEventListener('keyup', onUp)
    return () => {
      window.removeEventListener('keydown', onDown)
      window.removeEventListener('keyup', onUp)
    }
  }, [])
  const retapRange = () => {
    const next = retap(tapping, range[0], range[1])
    setTapping(next)
    setSaved(false)
    if (audio.current) {
      audio.current.currentTime = leadInMs(next, next.next) / 1000
      void audio.current.play().catch(() => undefined)
    }
  }
  const save = async () => {
    const barMs = barTimesOf(tapping)
    const local = barMs ? barTimesProblem(barMs, score.score.bars.length, score.audio_ms) : `还有 ${score.score.bars.length - tappedCount(tapping)} 个小节没有打点`
    setProblem(local)
    if (local || !barMs) return
    if (await persist(() => call(adminPianoAudio.saveBarTimes, { params: { id: trackId }, body: { bar_ms: barMs } }))) setSaved(true)
  }
  const now = barPlaying(tapping, playingMs)
  const done = tapping.next > tapping.until
  return (
    <Card title="打点（小节时间）">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          播放录音，每到一个小节的第一拍按一次空格（或点「打点」），乐谱光标就会跟着真实录音走。
        </Typography.Paragraph>
        <audio ref={audio} src={score.audio_url} controls preload="auto" aria-label="录音" style={{ width: '100%' }} onTimeUpdate={(e) => setPlayingMs(e.currentTarget.currentTime * 1000)} />
        <Button type="primary" size="large" block disabled={!mayEdit || done} onClick={onTap} aria-label="打点" style={{ height: 64, fontSize: 20 }}>
          {done ? '本轮打点完成' : `打点：第 ${tapping.next} 小节（空格）`}
        </Button>
        <Typography.Text>
          已打点 {tappedCount(tapping)} / {score.score.bars.length} 小节
        </Typography.Text>
        <div role="list" aria-label="小节" style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
          {tapping.times.map((ms, i) => {
            const bar = i + 1
            const label = ms === null ? `第 ${bar} 小节 未打点` : `第 ${bar} 小节 ${(ms / 1000).toFixed(2)} 秒`
            return (
              <button
                type="button"
                role="listitem"
                key={bar}
                aria-label={label}
                aria-current={bar === now ? 'true' : undefined}
                aria-pressed={bar === chosen}
                onClick={() => setChosen(bar)}
                style={{
                  width: 76,
                  padding: '4px 0',
                  borderRadius: 4,
                  cursor: 'pointer',
                  border: bar === chosen ? '2px solid #1677ff' : '1px solid #d9d9d9',
                  background: bar === now ? '#ffe58f' : ms === null ? '#fafafa' : '#d9f7be'
                }}
              >
                <div>{bar}</div>
                <div style={{ fontSize: 12 }}>{ms === null ? '—' : `${(ms / 1000).toFixed(2)}s`}</div>
              </button>
            )
          })}
        </div>
        {mayEdit && (
          <Space wrap>
            <Typography.Text>第 {chosen} 小节：</Typography.Text>
            <Button onClick={() => setTapping((t) => nudge(t, chosen, -NUDGE_MS))}>提前 {NUDGE_MS}ms</Button>
            <Button onClick={() => setTapping((t) => nudge(t, chosen, NUDGE_MS))}>推后 {NUDGE_MS}ms</Button>
            <Typography.Text>重打第</Typography.Text>
            <InputNumber aria-label="重打起始小节" min={1} max={score.score.bars.length} precision={0} value={range[0]} onChange={(v) => setRange([v ?? 1, range[1]])} />
            <Typography.Text>至</Typography.Text>
            <InputNumber aria-label="重打结束小节" min={1} max={score.score.bars.length} precision={0} value={range[1]} onChange={(v) => setRange([range[0], v ?? range[0]])} />
            <Typography.Text>小节</Typography.Text>
            <Button onClick={retapRange}>重打</Button>
          </Space>
        )}
        {problem && <Alert type="error" showIcon message={problem} />}
        {saved && <Alert type="success" showIcon message="已保存，学员端的乐谱光标将按打点的时间移动" />}
        {mayEdit && (
          <Button type="primary" loading={saving} onClick={() => void save()}>
            保存打点
          </Button>
        )}
      </Space>
    </Card>
  )
}
