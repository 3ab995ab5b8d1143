import { View, Text } from '@tarojs/components'
import { useNowPlaying } from '../../core/nowPlaying'
import Icon from '../Icon'
import { NEXT, PAUSE, PLAY, PREV } from '../Icon/paths'
import { go } from '../../core/navigation'
import './index.scss'

/** The mini player bar itself (components/MiniPlayer decides when it shows and loads it). */
export default function MiniPlayerBar() {
  const { title, subtitle, playing, link, controls } = useNowPlaying()
  if (!controls) return null
  return (
    <View className='mini-player' role='region' aria-label='正在播放'>
      <View className='mini-player__info' onClick={() => link && go(link)}>
        <Text className='mini-player__title'>{title}</Text>
        <Text className='mini-player__sub'>{subtitle}</Text>
      </View>
      <View className='mini-player__btn' role='button' aria-label='上一首' onClick={controls.prev}>
        <Icon path={PREV} />
      </View>
      <View className='mini-player__btn mini-player__btn--main' role='button' aria-label={playing ? '暂停' : '播放'} onClick={controls.toggle}>
        <Icon path={playing ? PAUSE : PLAY} className='mini-player__icon--main' />
      </View>
      <View className='mini-player__btn' role='button' aria-label='下一首' onClick={controls.next}>
        <Icon path={NEXT} />
      </View>
    </View>
  )
}
