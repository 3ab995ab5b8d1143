import { View, Text } from '@tarojs/components'
import type { VodV1Render } from '~types/contract/site'
import { CourseCard } from '../components/CourseCard'

/** A titled list of recorded courses (`h5-vod-v1`). */
export function VodListBlock({ render }: { render: VodV1Render }) {
  if (!render?.items?.length) return null
  return (
    <View className='block-vod'>
      {render.title && <Text className='block-vod__title'>{render.title}</Text>}
      {render.items.map((c) => (
        <CourseCard key={c.id} course={c} />
      ))}
    </View>
  )
}
