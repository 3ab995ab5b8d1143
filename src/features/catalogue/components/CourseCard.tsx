import { View, Text } from '@tarojs/components'
import type { Course } from '~types/contract/catalogue'
import Price from '../../../components/Price'
import { usePurchased } from '../../../core/purchased'
import { go } from '../../../core/navigation'
import { goodsLink } from '../../../utils/goods'
import './courseCard.scss'
import Picture from '../../../components/Picture'

type CardCourse = Pick<Course, 'id' | 'title' | 'thumb' | 'charge' | 'is_free' | 'user_count' | 'short_description'>

/** A course in a list: cover, title, one line of description, learners and price (or 已购买). */
export function CourseCard({ course }: { course: CardCourse }) {
  const bought = usePurchased((s) => s.vodIds.includes(course.id))
  return (
    <View className='course-card' onClick={() => go(goodsLink('vod', course.id))}>
      <Picture className='course-card__thumb' src={course.thumb} mode='aspectFill' lazyLoad alt={course.title} />
      <View className='course-card__body'>
        <Text className='course-card__title'>{course.title}</Text>
        <Text className='course-card__desc'>{course.short_description}</Text>
        <View className='course-card__foot'>
          <Text className='course-card__meta'>{`${course.user_count}人在学`}</Text>
          <Price charge={course.charge} isFree={course.is_free === 1} bought={bought} />
        </View>
      </View>
    </View>
  )
}
