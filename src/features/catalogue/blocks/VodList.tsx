import { View, Image, Text } from '@tarojs/components'
import type { VodV1Render } from '../../../../types/api'
import Price from '../../../components/Price'
import { usePurchased } from '../../../core/purchased'
import { go } from '../../../core/navigation'
import { goodsLink } from '../../../utils/goods'

/** A titled list of recorded courses (`h5-vod-v1`). */
export function VodListBlock({ render }: { render: VodV1Render }) {
  const bought = usePurchased((s) => s.vodIds)
  if (!render?.items?.length) return null
  return (
    <View className='block-vod'>
      {render.title && <Text className='block-vod__title'>{render.title}</Text>}
      {render.items.map((c) => (
        <View key={c.id} className='course-card' onClick={() => go(goodsLink('vod', c.id))}>
          <Image className='course-card__thumb' src={c.thumb} mode='aspectFill' lazyLoad />
          <View className='course-card__body'>
            <Text className='course-card__title'>{c.title}</Text>
            <Text className='course-card__desc'>{c.short_description}</Text>
            <View className='course-card__foot'>
              <Text className='course-card__meta'>{`${c.user_count}人在学`}</Text>
              <Price charge={c.charge} isFree={c.is_free === 1} bought={bought.includes(c.id)} />
            </View>
          </View>
        </View>
      ))}
    </View>
  )
}
