import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import Picture from '../../../components/Picture'
import { pickAndUpload } from '../upload'
import './imagePicker.scss'
import Icon from '../../../components/Icon'
import { CLOSE, PLUS } from '../../../components/Icon/paths'

/** Up to `max` uploaded images: add (upload), preview, remove. */
export default function ImagePicker({ value, onChange, max }: { value: string[]; onChange: (urls: string[]) => void; max: number }) {
  const add = async () => {
    const urls = await pickAndUpload(max - value.length)
    if (urls.length) onChange([...value, ...urls].slice(0, max))
  }
  return (
    <View className='image-picker'>
      {value.map((url, i) => (
        <View key={url} className='image-picker__cell'>
          <Picture className='image-picker__img' src={url} mode='aspectFill' alt={`第${i + 1}张图片`} onClick={() => void Taro.previewImage({ urls: value, current: url })} />
          <View className='image-picker__remove' role='button' aria-label={`删除第${i + 1}张图片`} onClick={() => onChange(value.filter((u) => u !== url))}>
            <Icon path={CLOSE} color='white' className='image-picker__x' />
          </View>
        </View>
      ))}
      {value.length < max && (
        <View className='image-picker__add' role='button' aria-label='添加图片' onClick={add}>
          <Icon path={PLUS} color='faint' className='image-picker__plus' />
          <Text className='image-picker__hint'>{`${value.length}/${max}`}</Text>
        </View>
      )}
    </View>
  )
}
