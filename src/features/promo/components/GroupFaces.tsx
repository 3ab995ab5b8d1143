import { View } from '@tarojs/components'
import Picture from '../../../components/Picture'
import './promo.scss'

/** A group's members as avatars, then an empty seat for each place left. */
export default function GroupFaces({ faces, open = 0 }: { faces: { avatar: string; nick_name: string }[]; open?: number }) {
  return (
    <View className='promo-faces'>
      {faces.map((f, i) => (
        <Picture key={`${f.nick_name}-${i}`} className='promo-faces__face' src={f.avatar} mode='aspectFill' alt={f.nick_name || '琴友'} />
      ))}
      {Array.from({ length: open }, (_, i) => (
        <View key={`open-${i}`} className='promo-faces__empty' aria-label='待加入'>
          ?
        </View>
      ))}
    </View>
  )
}
