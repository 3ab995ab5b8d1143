import { View, Text } from '@tarojs/components'
import type { LivePlay } from '~types/contract/live'
import { roomCountdown } from '../time'
import { useCountdown } from '../../../hooks/useCountdown'
import Picture from '../../../components/Picture'

/** Before the start: the cover, the start time and the countdown; at zero it asks the server again. */
export function RoomWaiting({ p, reload }: { p: LivePlay; reload: () => void }) {
  const left = useCountdown(p.count_down, p, reload)
  return (
    <View className='room__stage'>
      <Picture className='room__poster' src={p.course.poster} mode='aspectFill' alt={p.course.title} />
      <View className='room__overlay'>
        <Text className='room__overlay-title'>{`开播时间 ${p.video.published_at.slice(0, 16)}`}</Text>
        {left > 0 ? (
          <Text className='room__overlay-text'>{`直播倒计时：${roomCountdown(left)}`}</Text>
        ) : (
          <Text className='room__overlay-action' onClick={reload}>
            待讲师开播，点击刷新
          </Text>
        )}
      </View>
    </View>
  )
}
