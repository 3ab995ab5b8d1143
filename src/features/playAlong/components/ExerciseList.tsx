import { View, Text } from '@tarojs/components'
import { useAsync } from '../../../hooks/useAsync'
import { go } from '../../../core/navigation'
import { routes } from '../../../routes'
import { fetchExercises } from '../listenApi'
import './listen.scss'
import { tempoText } from '../../../utils/tempo'

/**
 * The piano audio page's way into listen mode: the single-line exercises, each a big row. Nothing shows
 * while they load or when the studio has none (the page around it is the library); a failure says so.
 */
export function ExerciseList() {
  const exercises = useAsync(fetchExercises, [])
  if (exercises.status === 'error') return <Text className='exercise-list__failed' onClick={() => void exercises.reload()}>跟弹练习加载失败，点此重试</Text>
  if (!exercises.data?.length) return null
  return (
    <View className='exercise-list' role='region' aria-label='跟弹练习'>
      <Text className='exercise-list__heading'>跟弹练习</Text>
      <Text className='exercise-list__hint'>打开麦克风，边弹边听：弹对的音符变绿</Text>
      {exercises.data.map((e) => (
        <View key={e.id} className='exercise-list__row' role='link' onClick={() => go(routes.pianoAudioListen, { id: e.id })}>
          <View className='exercise-list__text'>
            <Text className='exercise-list__title'>{e.title}</Text>
            <Text className='exercise-list__desc'>{e.description}</Text>
          </View>
          <Text className='exercise-list__tempo'>{tempoText(e.bpm)}</Text>
        </View>
      ))}
    </View>
  )
}
