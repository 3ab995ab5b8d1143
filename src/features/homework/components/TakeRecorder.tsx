import { View, Text } from '@tarojs/components'
import Button from '../../../components/Button'
import type { HomeworkAssignment } from '~types/contract/homework'
import { formatCountdown } from '../../../hooks/useCountdown'
import { useAction } from '../../../hooks/useAction'
import { toast } from '../../../core/toast'
import { deliverTake } from '../deliverTake'
import { takeProblem } from '../limits'
import { submitTake } from '../pendingTakes'
import { newClientId } from '../takeQueue'
import { useTakePlayer } from '../takePlayer'
import { useTakeRecorder } from '../useTakeRecorder'
import { Waveform } from './Waveform'
import { MIC, PAUSE, PLAY, RELOAD } from '../../../components/Icon/paths'
import { tempoText } from '../../../utils/tempo'
import './homework.scss'

/**
 * Recording a take of an assignment: the count-in at the target tempo (`countIn`, the page's metronome),
 * the level while recording, then listen back with its waveform, record again, or submit (queued and kept
 * on the device until the server has it).
 */
export function TakeRecorder({ assignment: a, again, countIn }: { assignment: HomeworkAssignment; again: boolean; countIn: (bpm: number) => Promise<void> }) {
  const rec = useTakeRecorder()
  const player = useTakePlayer()
  const bpm = a.target_bpm
  const record = () => void rec.start(bpm > 0 ? () => countIn(bpm) : undefined)

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
    await deliverTake(take, () => submitTake({ clientId, assignmentId: a.id, ...take }))
  })

  return (
    <View className='hw-section' role='region' aria-label='录制作业'>
      <Text className='hw-section__title'>{again ? '再录一次' : '录制作业'}</Text>
      {rec.phase === 'idle' && (
        <>
          <Button kind='primary' size='lg' block icon={MIC} className='hw-section__main' onClick={record}>
            开始录音
          </Button>
          <Text className='hw-section__hint'>{bpm > 0 ? `开始前有一小节预备拍（${tempoText(bpm)}），最长10分钟` : '最长10分钟'}</Text>
        </>
      )}
      {rec.phase === 'countIn' && <Text className='hw-section__text'>{`预备拍… ${tempoText(bpm)}`}</Text>}
      {rec.phase === 'recording' && (
        <>
          <Text className='hw-section__text'>{`录音中 ${formatCountdown(rec.elapsedMs / 1000)}`}</Text>
          <View className='hw-meter' role='meter' aria-label='音量' aria-valuenow={Math.round(rec.level * 100)}>
            <View className='hw-meter__fill' style={{ width: `${Math.round(rec.level * 100)}%` }} />
          </View>
          <Button kind='danger' size='lg' block icon={PAUSE} className='hw-section__main' onClick={() => void rec.stop()}>
            停止
          </Button>
        </>
      )}
      {rec.phase === 'recorded' && rec.take && (
        <>
          <Waveform peaks={rec.take.peaks} durationMs={rec.take.durationMs} positionMs={player.src === rec.take.path ? player.position * 1000 : undefined} />
          <Text className='hw-section__hint'>{`时长 ${formatCountdown(rec.take.durationMs / 1000)} · ${(rec.take.size / 1024 / 1024).toFixed(1)}MB`}</Text>
          <View className='hw-section__actions'>
            <Button kind='secondary' icon={player.src === rec.take.path && player.playing ? PAUSE : PLAY} className='hw-section__grow' onClick={() => player.toggle(rec.take!.path, a.title, rec.take!.durationMs / 1000)}>
              {player.src === rec.take.path && player.playing ? '暂停' : '试听'}
            </Button>
            <Button kind='ghost' icon={RELOAD} className='hw-section__grow' onClick={() => (player.stop(), record())}>
              重新录制
            </Button>
          </View>
          <Button kind='primary' size='lg' block className='hw-section__main' loading={submit.pending} onClick={submit.run}>
            提交
          </Button>
        </>
      )}
    </View>
  )
}
