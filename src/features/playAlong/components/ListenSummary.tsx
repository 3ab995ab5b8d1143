import { View, Text } from '@tarojs/components'
import type { ListenResult } from '../grader'
import { barRanges } from '../expected'
import './listen.scss'

interface ListenSummaryProps {
  result: ListenResult
  /** The accuracy (percent) that passes the exercise; null: it has no passing rule. */
  passAccuracy?: number | null
  /** A group of bars to practise was tapped: listen again over them. */
  onBars(range: [number, number]): void
}

const barsLabel = ([a, b]: [number, number]) => (a === b ? `第${a}小节` : `第${a}-${b}小节`)

/** How early or late right notes came on average, in the learner's words. */
function leaning(meanMs: number): string {
  if (Math.abs(meanMs) < 40) return '节奏很稳'
  return meanMs < 0 ? `平均偏早 ${-meanMs} 毫秒` : `平均偏晚 ${meanMs} 毫秒`
}

/** The end of a session: accuracy, timing spread, the counts, and the bars to practise as big buttons. */
export function ListenSummary({ result, passAccuracy = null, onBars }: ListenSummaryProps) {
  const percent = Math.round(result.accuracy * 100)
  const count = (mark: string) => result.notes.filter((n) => n.mark === mark).length
  const ranges = barRanges(result.barsToPractise)
  return (
    <View className='listen-summary' role='region' aria-label='跟弹结果'>
      <View className='listen-summary__figures'>
        <View className='listen-summary__figure'>
          <Text className='listen-summary__value' data-testid='listen-accuracy'>{`${percent}%`}</Text>
          <Text className='listen-summary__label'>准确率</Text>
        </View>
        <View className='listen-summary__figure'>
          <Text className='listen-summary__value' data-testid='listen-spread'>{`${result.timing.spreadMs} 毫秒`}</Text>
          <Text className='listen-summary__label'>节奏偏差</Text>
        </View>
      </View>
      {passAccuracy !== null && (
        <Text className='listen-summary__pass' data-testid='listen-pass'>
          {percent >= passAccuracy ? `及格线 ${passAccuracy}%，已达标` : `及格线 ${passAccuracy}%，还差 ${passAccuracy - percent}%`}
        </Text>
      )}
      <Text className='listen-summary__counts'>{`弹对 ${count('right')} · 弹错 ${count('wrong')} · 漏弹 ${count('missed')} · ${leaning(result.timing.meanMs)}`}</Text>
      {ranges.length > 0 ? (
        <>
          <Text className='listen-summary__heading'>再练这几小节</Text>
          <View className='listen-summary__bars'>
            {ranges.map((r) => (
              <View key={r[0]} className='listen-summary__bar' role='button' onClick={() => onBars(r)}>
                {barsLabel(r)}
              </View>
            ))}
          </View>
        </>
      ) : (
        <Text className='listen-summary__heading'>全部弹对了，真棒！</Text>
      )}
    </View>
  )
}
