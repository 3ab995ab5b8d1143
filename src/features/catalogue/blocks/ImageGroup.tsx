import { View} from '@tarojs/components'
import type { ImageGroupRender } from '~types/contract/site'
import { openHref } from '../openHref'
import Picture from '../../../components/Picture'

/** One to four images side by side (`v` names the layout, e.g. `v-1`, `v-2`; we lay out by count). */
export function ImageGroupBlock({ render }: { render: ImageGroupRender }) {
  const items = render?.items ?? []
  if (!items.length) return null
  return (
    <View className={`block-images block-images--${Math.min(items.length, 4)}`}>
      {items.map((item, i) => (
        <Picture
          key={`${item.src}-${i}`}
          alt={items.length > 1 ? `推荐图片 ${i + 1}/${items.length}` : '推荐图片'}
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
