import { useEffect, useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Button from '../../components/Button'
import Taro from '@tarojs/taro'
import { useAsync } from '../../hooks/useAsync'
import { useSession } from '../../core/session'
import { useSiteConfig } from '../../core/siteConfig'
import { go, loginUrl } from '../../core/navigation'
import { openCashier, loggedInOrLogin } from '../../core/pageNavigation'
import { sellsVirtualGoods } from '../../host/device'
import ShelfNote from '../../components/ShelfNote'
import { ShareAs, definePage, AsyncView, type PageProps } from '../../components/PageShell'
import { inProgress, listeningQuestionIds, loadExamInfo, startSitting, statusText, type ExamInfo, type ExamKind, type Sitting } from '../../features/exam/record'
import { ListeningDownloadButton } from '../../features/audio/components/DownloadButton'
import type { ImagePickerSlot } from '../../features/exam/components/AnswerInput'
import ImagePicker from '../../features/qa/components/ImagePicker'
import { formatDate } from '../../utils/time'
import { routes } from '../../routes'
import './show.scss'
import { SittingView } from '../../features/exam/components/SittingView'
import { ExamRules } from '../../features/exam/components/ExamRules'

/** Essay photos go up through the Q&A add-on's image upload (the one this app has); without it, text only. */
const photoPicker: ImagePickerSlot = (value, onChange, max) => <ImagePicker value={value} onChange={onChange} max={max} />

/** A practice copy of a handed-in sitting's listening audio (the server's rule: docs/decisions/downloads.md). */
const listeningDownload = (kind: ExamKind, recordId: number) => (s: Sitting) => {
  const ids = listeningQuestionIds(s)
  return ids.length ? <ListeningDownloadButton kind={kind} recordId={recordId} questionIds={ids} /> : null
}

/** A paper (or with kind=mock a mock paper): its rules, buying, starting; then the exam and the result. */
function PaperShowPage({ query: { id, kind } }: PageProps<typeof routes.paperShow>) {
  const examKind: ExamKind = kind === 'mock' ? 'mock' : 'paper'
  const info = useAsync(() => loadExamInfo(examKind, id), [examKind, id])
  const { token } = useSession()
  const [recordId, setRecordId] = useState<number | null>(null)
  const photos = useSiteConfig((s) => s.flags.wenda)
  const downloads = useSiteConfig((s) => s.flags.pianoAudio)
  const resumed = useRef(false)
  const open = info.data?.records.find((r) => inProgress(examKind, r.status))
  // An unfinished sitting (a reload mid-exam) continues at once, with its answers and deadline.
  useEffect(() => {
    if (open && !resumed.current) setRecordId(open.id)
    resumed.current = resumed.current || !!open
  }, [open])

  useEffect(() => {
    if (info.data) void Taro.setNavigationBarTitle({ title: examKind === 'mock' ? '模拟考试' : '考试' })
  }, [info.data, examKind])

  if (recordId !== null)
    return (
      <SittingView
        kind={examKind}
        examId={id}
        recordId={recordId}
        onExit={() => {
          resumed.current = true
          setRecordId(null)
          void info.reload()
        }}
        imagePicker={photos ? photoPicker : undefined}
        extra={downloads ? listeningDownload(examKind, recordId) : undefined}
      />
    )

  const start = async (i: ExamInfo) => {
    if (!loggedInOrLogin()) return
    try {
      setRecordId(await startSitting(examKind, i.id))
    } catch {
      // The call toasted why (attempts used, not bought).
    }
  }
  const buy = (i: ExamInfo) => openCashier({ goods_type: examKind === 'mock' ? 'mockPaper' : 'paper', goods_id: i.id })

  return (
    <AsyncView state={info}>
      {(i) => (
        <View className='paper'>
          <View className='paper__head'>
            <Text className='paper__title'>{i.title}</Text>
            <ShareAs title={i.title} />
            {i.desc && <Text className='paper__desc'>{i.desc}</Text>}
          </View>
          <ExamRules info={i} />
          {i.records.length > 0 && (
            <View className='paper__records'>
              <Text className='paper__section'>我的考试记录</Text>
              {i.records.map((r) => (
                <View key={r.id} className='paper__record' role='button' onClick={() => setRecordId(r.id)}>
                  <Text className='paper__record-time'>{formatDate(r.created_at)}</Text>
                  <Text className='paper__record-status'>{inProgress(examKind, r.status) ? '考试中' : `${statusText(examKind, r.status)} · ${r.score}分`}</Text>
                  <Text className='paper__record-go'>{inProgress(examKind, r.status) ? '继续考试' : '考试详情'}</Text>
                </View>
              ))}
            </View>
          )}
          <View className='paper__bar'>
            {i.canJoin ? (
              <Button kind='primary' className='paper__cta' disabled={i.triesLeft === 0} onClick={() => void start(i)}>
                {i.triesLeft === 0 ? '考试次数已用完' : '开始考试'}
              </Button>
            ) : i.invite ? (
              <Button kind='primary' className='paper__cta' disabled>
                仅限受邀学员
              </Button>
            ) : i.charge > 0 && !sellsVirtualGoods() ? (
              <ShelfNote what='本场考试' />
            ) : token || i.charge > 0 ? (
              <Button kind='primary' className='paper__cta' onClick={() => (i.charge > 0 ? buy(i) : void start(i))}>
                {i.charge > 0 ? `购买 ¥${i.charge}` : '开始考试'}
              </Button>
            ) : (
              <Button kind='primary' className='paper__cta' onClick={() => void go(loginUrl())}>
                登录后考试
              </Button>
            )}
          </View>
        </View>
      )}
    </AsyncView>
  )
}

export default definePage(routes.paperShow, PaperShowPage)
