import { useEffect } from 'react'
import { View, Text, Button } from '@tarojs/components'
import { definePage, AsyncView, type PageProps } from '../../components/PageShell'
import { useAsync } from '../../hooks/useAsync'
import { formatCountdown } from '../../hooks/useCountdown'
import { useAction } from '../../hooks/useAction'
import { go } from '../../core/navigation'
import { toast } from '../../core/toast'
import { routes } from '../../routes'
import { discardRecording } from '../../platform/recorder'
import { SubscribeButton } from '../../platform/subscribe'
import type { RecordedTake } from '../../platform/types'
import { fetchAssignment } from '../../features/homework/api'
import { dueMark } from '../../features/homework/countdown'
import { takeProblem } from '../../features/homework/limits'
import { newClientId } from '../../features/homework/takeQueue'
import { startPendingTakes, submitTake, takeQueue, usePendingTakes } from '../../features/homework/pendingTakes'
import { useTakePlayer } from '../../features/homework/takePlayer'
import { useTakeRecorder } from '../../features/homework/useTakeRecorder'
import { assignmentFacts } from '../../features/homework/components/AssignmentCard'
import { TakeFeedback } from '../../features/homework/components/TakeFeedback'
import { Waveform } from '../../features/homework/components/Waveform'
import { loadMetronome } from '../../features/audio/loadMetronome'
import './homework.scss'

const COUNT_IN_BEATS = 4

/** One bar of the metronome at the target tempo before the recording starts. */
async function countIn(bpm: number): Promise<void> {
  const metronome = await loadMetronome({ bpm, beats: COUNT_IN_BEATS, accent: true })
  metronome.start()
  await new Promise((r) => setTimeout(r, (COUNT_IN_BEATS * 60_000) / bpm))
  metronome.dispose()
}

/**
 * An assignment: the teacher's note and reference, recording a take (count-in, level, listen back with its
 * waveform, record again, submit), takes still on their way up (kept on the device, retried), and the
 * earlier takes with their feedback.
 */
function HomeworkShowPage({ query }: PageProps<typeof routes.homeworkShow>) {
  // Reloaded when a take reaches the server (the queue invalidates `homework`, whichever attempt it was).
  const detail = useAsync(() => fetchAssignment(query.id), [query.id], { keys: ['homework'] })
  const rec = useTakeRecorder()
  const player = useTakePlayer()
  // The whole list (a stable reference between changes), then this assignment's: a filtered selector would be a new array each render.
  const pending = usePendingTakes((s) => s.takes).filter((t) => t.assignmentId === query.id)

  useEffect(() => {
    void startPendingTakes()
    // Leaving the page stops the take (the store's actions are stable: read once).
    return () => useTakePlayer.getState().stop()
  }, [])

  /** One attempt (first or again); the server has the take once it answers (the queue drops the device copy). */
  const sendTake = async (recording: RecordedTake, send: () => Promise<unknown>) => {
    const answer = await send()
    if (!answer) return
    discardRecording(recording)
    toast('已提交，等待老师点评', 'success')
  }

  const submit = useAction(async () => {
    const take = rec.take
    if (!take) return
    const problem = takeProblem(take)
    if (problem) {
      toast(problem)
      return
    }
    player.stop()
    const clientId = newClientId()
    rec.forget()
    await sendTake(take, () => submitTake({ clientId, assignmentId: query.id, ...take }))
  })

  return (
    <View className='homework'>
      <AsyncView state={detail}>
        {({ assignment: a, takes }) => {
          const due = dueMark(a.due_at, a.status === 'todo')
          const bpm = a.target_bpm
          return (
            <>
              <View className='hw-section'>
                <Text className='hw-section__title'>{a.title}</Text>
                <Text className='hw-section__hint'>{assignmentFacts(a)}</Text>
                <Text className='hw-section__hint'>{`${a.teacher.nick_name} 老师 · 布置于 ${a.created_at.slice(0, 10)}`}</Text>
                {due && <Text className={`hw-section__hint hw-card__due--${due.tone}`}>{due.text}</Text>}
                {a.note && <Text className='hw-section__text'>{a.note}</Text>}
                {a.status === 'submitted' && <SubscribeButton kind='homework_reviewed' id={a.id} label='老师点评后通知我' doneLabel='已订阅点评通知' />}
                {a.track_id > 0 && (
                  <View className='hw-section__link' role='link' onClick={() => go(routes.pianoAudioList, { keywords: a.track_title, id: a.track_id })}>
                    {`参考音频：${a.track_title}`}
                  </View>
                )}
                {a.video_id > 0 && (
                  <View className='hw-section__link' role='link' onClick={() => go(routes.lesson, { id: a.video_id })}>
                    {`参考课时：${a.video_title}`}
                  </View>
                )}
              </View>

              <View className='hw-section' role='region' aria-label='录制作业'>
                <Text className='hw-section__title'>{takes.length ? '再录一次' : '录制作业'}</Text>
                {rec.phase === 'idle' && (
                  <>
                    <Button className='hw-button hw-button--record' onClick={() => void rec.start(bpm > 0 ? () => countIn(bpm) : undefined)}>
                      开始录音
                    </Button>
                    <Text className='hw-section__hint'>{bpm > 0 ? `开始前有一小节预备拍（♩=${bpm}），最长10分钟` : '最长10分钟'}</Text>
                  </>
                )}
                {rec.phase === 'countIn' && <Text className='hw-section__text'>{`预备拍… ♩=${bpm}`}</Text>}
                {rec.phase === 'recording' && (
                  <>
                    <Text className='hw-section__text'>{`录音中 ${formatCountdown(rec.elapsedMs / 1000)}`}</Text>
                    <View className='hw-meter' role='meter' aria-label='音量' aria-valuenow={Math.round(rec.level * 100)}>
                      <View className='hw-meter__fill' style={{ width: `${Math.round(rec.level * 100)}%` }} />
                    </View>
                    <Button className='hw-button hw-button--primary' onClick={() => void rec.stop()}>
                      停止
                    </Button>
                  </>
                )}
                {rec.phase === 'recorded' && rec.take && (
                  <>
                    <Waveform
                      peaks={rec.take.peaks}
                      durationMs={rec.take.durationMs}
                      positionMs={player.src === rec.take.path ? player.position * 1000 : undefined}
                    />
                    <Text className='hw-section__hint'>{`时长 ${formatCountdown(rec.take.durationMs / 1000)} · ${(rec.take.size / 1024 / 1024).toFixed(1)}MB`}</Text>
                    <View className='hw-section__row'>
                      <Button className='hw-button' onClick={() => player.toggle(rec.take!.path, a.title, rec.take!.durationMs / 1000)}>
                        {player.src === rec.take.path && player.playing ? '暂停' : '试听'}
                      </Button>
                      <Button className='hw-button' onClick={() => (player.stop(), void rec.start(bpm > 0 ? () => countIn(bpm) : undefined))}>
                        重新录制
                      </Button>
                      <Button className='hw-button hw-button--primary' loading={submit.pending} onClick={submit.run}>
                        提交
                      </Button>
                    </View>
                  </>
                )}
              </View>

              {pending.map((t) => (
                <View key={t.clientId} className='hw-section' role='group' aria-label='待上传的录音'>
                  <Text className='hw-section__title'>{t.state === 'uploading' ? '正在上传…' : '录音未上传'}</Text>
                  <Waveform peaks={t.peaks} durationMs={t.durationMs} />
                  {t.error && <Text className='hw-section__error'>{`${t.error}。录音还在手机上，不会丢失`}</Text>}
                  {t.state === 'failed' && (
                    <View className='hw-section__row'>
                      <Button className='hw-button hw-button--primary' onClick={() => void sendTake(t, () => takeQueue.retry(t.clientId))}>
                        重新上传
                      </Button>
                      <Button
                        className='hw-button'
                        onClick={() => {
                          const gone = takeQueue.remove(t.clientId)
                          if (gone) discardRecording(gone)
                        }}
                      >
                        删除
                      </Button>
                    </View>
                  )}
                </View>
              ))}

              {takes.length > 0 && <Text className='hw-section__title homework__heading'>已交的录音</Text>}
              {takes.map((t) => (
                <TakeFeedback key={t.id} take={t} title={a.title} />
              ))}
            </>
          )
        }}
      </AsyncView>
    </View>
  )
}

export default definePage(routes.homeworkShow, HomeworkShowPage)
