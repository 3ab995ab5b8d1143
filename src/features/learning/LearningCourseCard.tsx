import { View, Text } from '@tarojs/components'
import type { MemberCourseItem } from '~types/contract/learning'
import { go } from '../../core/navigation'
import { goodsLink } from '../../utils/goods'
import { relativeTime } from '../../utils/time'
import './learning.scss'
import Picture from '../../components/Picture'

/** MeEdu sends `[]` (PHP's empty array) for "no record yet". */
const present = <T extends object>(v: T | [] | null | undefined): T | null => (v && !Array.isArray(v) ? v : null)

/** A course in "my learning": progress, the last lesson, and a tap to continue where I left off. */
export function LearningCourseCard({ item }: { item: MemberCourseItem }) {
  const progress = Math.min(Math.max(item.progress ?? present(item.watch_record)?.progress ?? 0, 0), 100)
  const last = present(item.last_view_video)
  const continueUrl = last ? goodsLink('video', last.video_id) : goodsLink('vod', item.course_id)
  return (
    <View className='learning-card' onClick={() => go(continueUrl)}>
      <Picture className='learning-card__thumb' src={item.course.thumb} mode='aspectFill' lazyLoad alt={item.course.title} />
      <View className='learning-card__body'>
        <Text className='learning-card__title'>{item.course.title}</Text>
        <Text className='learning-card__last'>
          {last ? `上次学到：${last.video.title}` : `共${item.course.videos_count}课时 · 还未开始`}
        </Text>
        <View className='learning-card__progress' aria-label={`已学${progress}%`}>
          <View className='learning-card__bar' style={{ width: `${progress}%` }} />
        </View>
        <View className='learning-card__foot'>
          <Text className='learning-card__pct'>{`已学${progress}%`}</Text>
          <Text className='learning-card__when'>{relativeTime(last?.updated_at ?? item.created_at)}</Text>
        </View>
      </View>
    </View>
  )
}
