import { View, Text } from '@tarojs/components'
import { useAsync } from '../../../hooks/useAsync'
import { go } from '../../../core/navigation'
import { routes } from '../../../routes'
import { fetchListenHistory } from '../listenApi'
import './listen.scss'

/**
 * The practice card's listen-mode part: per exercise practised, its accuracy over the last sessions (oldest
 * left) and the latest; a tap practises it again. Nothing before the first session.
 */
export function ListenProgress() {
  const history = useAsync(fetchListenHistory, [])
  if (!history.data?.length) return null
  return (
    <View className='listen-progress' role='region' aria-label='跟弹准确率'>
      <Text className='listen-progress__heading'>跟弹准确率</Text>
      {history.data.map((e) => {
        const last = e.results[e.results.length - 1]
        return (
          <View key={e.exercise_id} className='listen-progress__row' role='link' onClick={() => go(routes.pianoAudioListen, { id: e.exercise_id })}>
            <Text className='listen-progress__title'>{e.title}</Text>
            <View className='listen-progress__chart' aria-label={`最近${e.results.length}次：${e.results.map((r) => `${r.accuracy}%`).join('、')}`}>
              {e.results.map((r, i) => (
                <View key={i} className='listen-progress__bar' style={{ height: `${Math.max(4, r.accuracy)}%` }} />
              ))}
            </View>
            <Text className='listen-progress__last'>{last ? `${last.accuracy}%` : ''}</Text>
          </View>
        )
      })}
    </View>
  )
}
