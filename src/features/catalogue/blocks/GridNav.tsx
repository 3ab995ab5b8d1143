import { View, Text } from '@tarojs/components'
import type { GridNavRender } from '~types/contract/site'
import { openHref } from '../openHref'
import { sellingPageClosed } from '../../../core/shelf'
import Picture from '../../../components/Picture'

export function GridNavBlock({ render }: { render: GridNavRender }) {
  // An entry to a page that only sells is left out where virtual goods may not be sold (core/shelf).
  const items = (render?.items ?? []).filter((item) => !sellingPageClosed(item.href))
  if (!items.length) return null
  const perLine = Math.min(Math.max(Number(render.line_count) || 4, 3), 5)
  return (
    <View className='block-grid'>
      {items.map((item, i) => (
        <View
          key={`${item.name}-${i}`}
          className='block-grid__item'
          style={{ width: `${100 / perLine}%` }}
          onClick={() => openHref(item.href)}
        >
          <Picture className='block-grid__icon' src={item.src} mode='aspectFit' lazyLoad lowPriority alt='' />
          <Text className='block-grid__name'>{item.name}</Text>
        </View>
      ))}
    </View>
  )
}
