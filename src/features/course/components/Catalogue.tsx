import { View, Text } from '@tarojs/components'
import type { CourseDetail, Video } from '~types/contract/catalogue'
import { clock } from '../../../utils/time'
import { buyWord } from '../../../core/shelf'
import './catalogue.scss'

/**
 * Chapters and lessons with what the learner can do with each: 试看 (trial), 免费, locked, and how far
 * they got (已学完 / 学到 mm:ss).
 */
export function Catalogue({
  detail,
  canStudy,
  currentId,
  onOpen
}: {
  detail: Pick<CourseDetail, 'chapters' | 'videos' | 'videoWatchedProgress' | 'buyVideos'> & { course: { is_free: number } }
  canStudy: boolean
  currentId?: number
  onOpen: (v: Video) => void
}) {
  const groups = [
    { id: 0, title: '', lessons: detail.videos['0'] ?? [] },
    ...detail.chapters.map((c) => ({ id: c.id, title: c.title, lessons: detail.videos[String(c.id)] ?? [] }))
  ].filter((g) => g.lessons.length)
  if (!groups.length) return <View className='catalogue__empty'>课程内容正在准备中</View>
  return (
    <View className='catalogue'>
      {groups.map((g) => (
        <View key={g.id} className='catalogue__chapter'>
          {g.title && <Text className='catalogue__chapter-title'>{g.title}</Text>}
          {g.lessons.map((v) => {
            const open = canStudy || detail.buyVideos.includes(v.id)
            const progress = detail.videoWatchedProgress[v.id]
            const badge = detail.course.is_free === 1 ? '免费' : !open && v.free_seconds > 0 ? '试看' : ''
            const locked = !open && !badge
            return (
              <View key={v.id} className={`lesson ${v.id === currentId ? 'lesson--current' : ''}`} onClick={() => onOpen(v)}>
                <View className='lesson__main'>
                  <Text className='lesson__title'>{v.title}</Text>
                  <Text className='lesson__meta'>
                    {clock(v.duration)}
                    {progress ? (progress.watched_at ? ' · 已学完' : ` · 学到 ${clock(progress.watch_seconds)}`) : ''}
                  </Text>
                </View>
                {badge && <Text className={`lesson__badge lesson__badge--${badge === '免费' ? 'free' : 'trial'}`}>{badge}</Text>}
                {locked && <Text className='lesson__lock'>{`需${buyWord()}`}</Text>}
              </View>
            )
          })}
        </View>
      ))}
    </View>
  )
}
