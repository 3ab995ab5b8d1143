import { Swiper, SwiperItem, Image } from '@tarojs/components'
import type { SliderItem } from '../../../../types/api'
import { openHref } from '../openHref'

export function SliderBlock({ items }: { items: SliderItem[] }) {
  if (!items?.length) return null
  return (
    <Swiper className='block-slider' autoplay={items.length > 1} circular indicatorDots={items.length > 1} indicatorActiveColor='#ffffff'>
      {items.map((item, i) => (
        <SwiperItem key={`${item.src}-${i}`} onClick={() => openHref(item.href)}>
          <Image className='block-slider__img' src={item.src} mode='aspectFill' lazyLoad={i > 0} />
        </SwiperItem>
      ))}
    </Swiper>
  )
}
