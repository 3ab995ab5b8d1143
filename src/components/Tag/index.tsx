import { Text } from '@tarojs/components'
import './index.scss'

export type TagTone = 'brand' | 'accent' | 'success' | 'muted' | 'live'

/** A short label on a card or a title (免费, VIP, 直播中, 已购): one size, a tone per meaning. */
export default function Tag({ tone = 'brand', children }: { tone?: TagTone; children: string }) {
  return <Text className={`tag tag--${tone}`}>{children}</Text>
}
