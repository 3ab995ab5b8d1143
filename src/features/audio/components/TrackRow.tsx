import { View, Text } from '@tarojs/components'
import Icon from '../../../components/Icon'
import { PLAY } from '../../../components/Icon/paths'
import type { AudioTrack } from '~types/contract/pianoAudio'
import { clockOf, levelName } from '../practice'
import './trackRow.scss'

/** A track in a list: title, composer, grade, length, the member mark; `playing` marks the current one. */
export function TrackRow({ track, playing, onClick }: { track: AudioTrack; playing?: boolean; onClick(): void }) {
  const level = levelName(track.level)
  return (
    <View className={`track-row ${playing ? 'track-row--on' : ''}`} role='button' aria-current={playing} onClick={onClick}>
      <View className='track-row__body'>
        <Text className='track-row__title'>{track.title}</Text>
        <Text className='track-row__meta'>{[track.composer, level, clockOf(track.duration)].filter(Boolean).join(' · ')}</Text>
      </View>
      {track.is_member === 1 && <Text className='track-row__vip'>会员</Text>}
      {playing ? <Text className='track-row__play'>播放中</Text> : <Icon path={PLAY} className='track-row__play track-row__play--icon' />}
    </View>
  )
}
