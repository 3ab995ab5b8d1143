import { View, Text } from '@tarojs/components'
import type { LiveCourseDetail } from '~types/contract/live'
import Picture from '../../../components/Picture'
import './liveTeacher.scss'

/** A live course's teacher under its head: avatar, name, a line about them. */
export function LiveTeacher({ teacher }: { teacher: LiveCourseDetail['course']['teacher'] }) {
  return (
    <View className='live__teacher'>
      <Picture className='live__avatar' src={teacher.avatar} mode='aspectFill' alt={`讲师${teacher.name}`} />
      <View className='live__teacher-info'>
        <Text className='live__teacher-name'>{`讲师 ${teacher.name}`}</Text>
        <Text className='live__teacher-desc'>{teacher.short_desc}</Text>
      </View>
    </View>
  )
}
