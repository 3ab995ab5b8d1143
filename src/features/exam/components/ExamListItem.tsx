import { View, Text } from '@tarojs/components'
import { sellsVirtualGoods } from '../../../host/device'
import Icon from '../../../components/Icon'
import { LOCK } from '../../../components/Icon/paths'
import type { ExamBadge } from '../badges'
import './list.scss'

/**
 * One row of an exam list: title, facts, badges (locked, joined, progress) and the price (negative: none
 * shown; no price either where virtual goods may not be sold, core/shelf).
 */
export default function ExamListItem({ title, facts, badges, charge, onClick }: { title: string; facts: string; badges: ExamBadge[]; charge: number; onClick: () => void }) {
  return (
    <View className='exam-item' role='link' onClick={onClick}>
      <View className='exam-item__main'>
        <Text className='exam-item__title'>{title}</Text>
        <Text className='exam-item__facts'>{facts}</Text>
        {badges.length > 0 && (
          <View className='exam-item__badges'>
            {badges.map((b) => (
              <View key={b.text} className={`exam-item__badge ${b.locked ? 'exam-item__badge--locked' : ''}`}>
                {b.locked && <Icon path={LOCK} color='muted' className='exam-item__lock' />}
                <Text>{b.text}</Text>
              </View>
            ))}
          </View>
        )}
      </View>
      {charge >= 0 && (charge === 0 || sellsVirtualGoods()) && <Text className={`exam-item__price ${charge > 0 ? '' : 'exam-item__price--free'}`}>{charge > 0 ? `¥${charge}` : '免费'}</Text>}
    </View>
  )
}
