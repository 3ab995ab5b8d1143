import { View, Text } from '@tarojs/components'
import Button from '../../../components/Button'
import { go } from '../../../core/navigation'
import { sellsVirtualGoods } from '../../../host/device'
import { routes } from '../../../routes'
import { playItemKey, usePlayer } from '../player'
import { clockOf, levelName } from '../practice'
import { PracticeTools } from './PracticeTools'
import Icon from '../../../components/Icon'
import { NEXT, PAUSE, PLAY, PREV } from '../../../components/Icon/paths'
import './playerPanel.scss'

/** The full player: the current track, position, previous / play-pause / next, and the practice tools. */
export function PlayerPanel() {
  const p = usePlayer()
  const track = p.queue[p.index]
  if (!track) return null
  const playing = p.status === 'playing' || p.status === 'countIn'
  const progress = p.duration > 0 ? Math.min(100, (p.position / p.duration) * 100) : 0
  const needsVip = p.status === 'error' && /VIP|会员/.test(p.error)
  return (
    <View className='player' role='region' aria-label='播放器'>
      <Text className='player__title'>{track.title}</Text>
      <Text className='player__meta'>{[track.composer, levelName(track.level), track.bpm ? `${track.bpm} bpm` : ''].filter(Boolean).join(' · ')}</Text>
      <View className='player__progress' aria-hidden='true'>
        <View className='player__progress-bar' style={{ width: `${progress}%` }} />
      </View>
      <View className='player__times'>
        <Text aria-label='当前位置'>{clockOf(p.position)}</Text>
        <Text>{p.status === 'loading' ? '加载中…' : p.status === 'countIn' ? '预备…' : clockOf(p.duration)}</Text>
      </View>
      {p.status === 'error' && (
        <View className='player__error' role='alert'>
          {/* The server's reason names joining VIP, which cannot be sold here (core/shelf). */}
          <Text>{needsVip && !sellsVirtualGoods() ? '会员专享曲目' : p.error}</Text>
          {needsVip && !sellsVirtualGoods() ? null : needsVip ? (
            <Button kind='primary' className='player__error-btn' size='sm' onClick={() => go(routes.vip)}>
              开通会员
            </Button>
          ) : (
            <Button kind='secondary' size='sm' className='player__error-btn' onClick={p.toggle}>
              重试
            </Button>
          )}
        </View>
      )}
      <View className='player__controls'>
        <View className='player__btn' role='button' aria-label='上一首' onClick={p.prev}>
          <Icon path={PREV} className='player__icon' />
        </View>
        <View className='player__btn player__btn--main' role='button' aria-label={playing ? '暂停' : '播放'} onClick={p.toggle}>
          <Icon path={playing ? PAUSE : PLAY} color='white' className='player__icon' />
        </View>
        <View className='player__btn' role='button' aria-label='下一首' onClick={p.next}>
          <Icon path={NEXT} className='player__icon' />
        </View>
      </View>
      <PracticeTools
        key={playItemKey(track)}
        settings={p.settings}
        onChange={p.updateSettings}
        duration={p.duration || track.duration}
        tempo={track.bpm ? { bpm: track.bpm, beats: track.beats_per_bar } : undefined}
        position={() => usePlayer.getState().position}
        loops={p.loops}
      />
    </View>
  )
}
