import { useEffect, useRef, useState } from 'react'
import { View} from '@tarojs/components'
import type { SliderItem } from '~types/contract/site'
import { openHref } from '../openHref'
import Picture from '../../../components/Picture'

const AUTOPLAY_MS = 4000

/**
 * H5 slider on native CSS scroll-snap: swipes with the browser's own physics and costs no library
 * (Taro's H5 Swiper pulls in swiper.js, ~45 KB gzip, more than the rest of the home page). weapp uses
 * the native Swiper (Slider.weapp.tsx). Autoplay pauses while the learner touches it.
 */
export function SliderBlock({ items }: { items: SliderItem[] }) {
  const track = useRef<HTMLElement | null>(null)
  const [active, setActive] = useState(0)
  const touching = useRef(false)
  const count = items?.length ?? 0

  useEffect(() => {
    const el = track.current
    if (!el) return
    const onScroll = () => {
      if (el.clientWidth) setActive(Math.round(el.scrollLeft / el.clientWidth))
    }
    el.addEventListener('scroll', onScroll, { passive: true })
    return () => el.removeEventListener('scroll', onScroll)
  }, [count])

  useEffect(() => {
    if (count < 2) return
    const timer = setInterval(() => {
      const el = track.current
      if (!el || touching.current || !el.clientWidth) return
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count
      el.scrollTo({ left: next * el.clientWidth, behavior: next === 0 ? 'auto' : 'smooth' })
    }, AUTOPLAY_MS)
    return () => clearInterval(timer)
  }, [count])

  if (!count) return null
  return (
    <View className='block-slider'>
      <View
        className='block-slider__track'
        ref={(node: unknown) => {
          track.current = node as HTMLElement | null
        }}
        onTouchStart={() => (touching.current = true)}
        onTouchEnd={() => (touching.current = false)}
      >
        {items.map((item, i) => (
          <View key={`${item.src}-${i}`} className='block-slider__slide' onClick={() => openHref(item.href)}>
            <Picture className='block-slider__img' src={item.src} mode='aspectFill' lazyLoad={i > 0} alt={`首页推荐 ${i + 1}/${items.length}`} />
          </View>
        ))}
      </View>
      {count > 1 && (
        <View className='block-slider__dots' aria-hidden='true'>
          {items.map((item, i) => (
            <View key={`${item.src}-dot-${i}`} className={`block-slider__dot ${i === active ? 'block-slider__dot--on' : ''}`} />
          ))}
        </View>
      )}
    </View>
  )
}
