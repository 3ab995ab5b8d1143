import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import Picture from '../../../components/Picture'
import './images.scss'

/** A question's or answer's images as a grid; a tap opens them full screen (zoom, swipe). */
export default function Images({ urls, label }: { urls: readonly string[]; label: string }) {
  if (!urls.length) return null
  return (
    <View className='qa-images'>
      {urls.map((url, i) => (
        <Picture
          key={url}
          className='qa-images__img'
          src={url}
          mode='aspectFill'
          lazyLoad
          alt={`${label}的第${i + 1}张图片`}
          onClick={() => void Taro.previewImage({ urls: [...urls], current: url })}
        />
      ))}
    </View>
  )
}
