import { Swiper, SwiperItem} from '@tarojs/components'
import type { SliderItem } from '~types/contract/site'
import { openHref } from '../openHref'
import Picture from '../../../components/Picture'

export function SliderBlock({ items }: { items: SliderItem[] }) {
  if (!items?.length) return null
  return (
    <Swiper className='block-slider' autoplay={items.length > 1} circular indicatorDots={items.length > 1} indicatorActiveColor='#ffffff'>
      {items.map((item, i) => (
        <SwiperItem key={`${item.src}-${i}`} onClick={() => openHref(item.href)}>
          <Picture className='block-slider__img' src={item.src} mode='aspectFill' lazyLoad={i > 0} alt={`首页推荐 ${i + 1}/${items.length}`} />
        </SwiperItem>
      ))}
    </Swiper>
  )
}
