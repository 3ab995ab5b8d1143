import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import './index.scss'

/**
 * A row of a history list (balance changes, invitees): an optional picture, a title over its time, and an
 * optional signed amount on the right, in the primary colour when it comes in.
 */
export default function RecordRow({ lead, title, time, amount }: { lead?: ReactNode; title: string; time: string; amount?: { value: number; text: string } }) {
  return (
    <View className='record-row'>
      {lead}
      <View className='record-row__body'>
        <Text className='record-row__title'>{title}</Text>
        <Text className='record-row__time'>{time}</Text>
      </View>
      {amount && <Text className={`record-row__amount ${amount.value < 0 ? 'record-row__amount--out' : ''}`}>{`${amount.value > 0 ? '+' : ''}${amount.text}`}</Text>}
    </View>
  )
}
