import { View, Text } from '@tarojs/components'
import './pathProgress.scss'

/** How far the learner is through a path: a bar and 已学 N/M. */
export function PathProgress({ learned, total }: { learned: number; total: number }) {
  const percent = total ? Math.round((learned / total) * 100) : 0
  return (
    <View className='path__progress' aria-label={`已学${learned}/${total}`}>
      <View className='path__progress-track'>
        <View className='path__progress-bar' style={{ width: `${percent}%` }} />
      </View>
      <Text className='path__progress-text'>{`已学 ${learned}/${total}`}</Text>
    </View>
  )
}
