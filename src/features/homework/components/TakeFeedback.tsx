import { View, Text } from '@tarojs/components'
import type { HomeworkTake, TakeStatus } from '~types/contract/homework'
import { formatCountdown } from '../../../hooks/useCountdown'
import { useTakePlayer } from '../takePlayer'
import { Stars } from './Stars'
import { Waveform } from './Waveform'
import Button from '../../../components/Button'
import { PAUSE, PLAY } from '../../../components/Icon/paths'
import { teacherName } from '../teacherName'
import './takeFeedback.scss'

const STATUS: Record<TakeStatus, string> = { submitted: '等待老师点评', replaced: '已被新的录音替换', reviewed: '老师已点评', redo: '老师请你重新录制' }

/**
 * One handed-in take: its waveform with the teacher's notes as marks, play, and the review (stars, comment,
 * the notes listed). Tapping a note, on the waveform or in the list, plays the take from that moment.
 */
export function TakeFeedback({ take, title }: { take: HomeworkTake; title: string }) {
  const player = useTakePlayer()
  const mine = player.src === take.url
  const seconds = take.duration_ms / 1000
  const playAt = (ms: number) => player.seekPlay(take.url, title, seconds, ms / 1000)
  const review = take.review
  return (
    <View className='take-feedback' role='group' aria-label={`${take.created_at} 的录音`}>
      <View className='take-feedback__head'>
        <Text className='take-feedback__time'>{take.created_at.slice(0, 16)}</Text>
        <Text className={`take-feedback__status take-feedback__status--${take.status}`}>{STATUS[take.status]}</Text>
      </View>
      <Waveform
        peaks={take.peaks}
        durationMs={take.duration_ms}
        positionMs={mine ? player.position * 1000 : undefined}
        marks={(review?.notes ?? []).map((n) => ({ id: n.id, atMs: n.at_ms, label: n.text }))}
        onMark={(m) => playAt(m.atMs)}
      />
      <View className='take-feedback__controls'>
        <Button kind='secondary' size='sm' icon={mine && player.playing ? PAUSE : PLAY} onClick={() => player.toggle(take.url, title, seconds)}>
          {mine && player.playing ? '暂停' : '播放'}
        </Button>
        <Text className='take-feedback__clock'>{`${formatCountdown(mine ? player.position : 0)} / ${formatCountdown(seconds)}`}</Text>
      </View>
      {review && (
        <View className='take-feedback__review'>
          <View className='take-feedback__who'>
            <Text>{`${teacherName(review.teacher.nick_name)}的点评`}</Text>
            <Stars value={review.stars} />
          </View>
          {review.comment && <Text className='take-feedback__comment'>{review.comment}</Text>}
          {review.notes.map((n) => (
            <View key={n.id} className='take-feedback__note' role='button' aria-label={`从${formatCountdown(n.at_ms / 1000)}播放`} onClick={() => playAt(n.at_ms)}>
              <Text className='take-feedback__note-at'>{formatCountdown(n.at_ms / 1000)}</Text>
              <Text className='take-feedback__note-text'>{n.text}</Text>
            </View>
          ))}
        </View>
      )}
    </View>
  )
}
