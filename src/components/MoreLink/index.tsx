import { View, Text } from '@tarojs/components'
import Icon, { type IconColor } from '../Icon'
import { CHEVRON } from '../Icon/paths'
import './index.scss'

/** A line of text that opens something, with the chevron drawn as an icon (全部, 去查看, 继续阅读). */
export default function MoreLink({ text, onClick, color = 'primary', className = '' }: { text: string; onClick?: () => void; color?: IconColor; className?: string }) {
  return (
    <View className={`more-link more-link--${color} ${className}`} role={onClick ? 'link' : undefined} onClick={onClick}>
      <Text>{text}</Text>
      <Icon path={CHEVRON} color={color} className='more-link__icon' />
    </View>
  )
}
