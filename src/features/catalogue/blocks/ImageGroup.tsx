import { View, Image } from '@tarojs/components'
import type { ImageGroupRender } from '../../../../types/api'
import { openHref } from '../openHref'

/** One to four images side by side (`v` names the layout, e.g. `v-1`, `v-2`; we lay out by count). */
export function ImageGroupBlock({ render }: { render: ImageGroupRender }) {
  const items = render?.items ?? []
  if (!items.length) return null
  return (
    <View className={`block-images block-images--${Math.min(items.length, 4)}`}>
      {items.map((item, i) => (
        <Image
          key={`${item.src}-${i}`}
          className='block-images__img'
          src={item.src}
          mode='widthFix'
          lazyLoad
          onClick={() => openHref(item.url)}
        />
      ))}
    </View>
  )
}
