import { View, Text } from '@tarojs/components'
import type { LiveCourse } from '~types/contract/live'
import Picture from '../../../components/Picture'
import Price from '../../../components/Price'
import { go } from '../../../core/navigation'
import { goodsLink } from '../../../utils/goods'
import { formatCountdown, useCountdown } from '../../../hooks/useCountdown'
import { startTimeText } from '../time'
import './liveCard.scss'

/**
 * A live course in the list: cover with its state (直播中 / 未开始 with the start and a live countdown /
 * 已结束 回放), title, teacher, sessions, price.
 */
export default function LiveCard({ course: c, onStart }: { course: LiveCourse; onStart?: () => void }) {
  const left = useCountdown(c.count_down, c, onStart)
  return (
    <View className='live-card' onClick={() => go(goodsLink('live', c.id))}>
      <View className='live-card__cover'>
        <Picture className='live-card__thumb' src={c.thumb} mode='aspectFill' lazyLoad alt={c.title} />
        <Text className={`live-card__state live-card__state--${c.status}`}>{c.status === 1 ? '● 直播中' : c.status === 0 ? '未开始' : '已结束 回放'}</Text>
      </View>
      <View className='live-card__body'>
        <Text className='live-card__title'>{c.title}</Text>
        <Text className='live-card__meta'>{`${c.teacher_name} · ${c.category.name} · 共${c.videos_count}节`}</Text>
        {c.status === 0 && c.next_published_at && (
          <Text className='live-card__when'>{left > 0 ? `${startTimeText(c.next_published_at)} 开播 · 距开播 ${formatCountdown(left)}` : '待讲师开播'}</Text>
        )}
        <View className='live-card__foot'>
          <Price charge={c.charge} />
        </View>
      </View>
    </View>
  )
}
