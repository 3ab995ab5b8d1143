import { useEffect, useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { QuestionAudio } from '~types/contract/paper'
import Icon from '../../../components/Icon'
import { NOTE, PLAY } from '../../../components/Icon/paths'
import { toast } from '../../../core/toast'
import './exam.scss'

/**
 * A listening question's sound (ours, docs/API.md): play it, up to `max_plays` times in an exam (0 =
 * unlimited). `count` asks the server to count a play first (it refuses past the limit); without it
 * (practice, review) plays are not limited. Works on both builds (Taro's inner audio context).
 */
export default function AudioPlayer({ audio, played = 0, count }: { audio: QuestionAudio; played?: number; count?: () => Promise<number> }) {
  const [plays, setPlays] = useState(played)
  const [playing, setPlaying] = useState(false)
  const ctx = useRef<Taro.InnerAudioContext | null>(null)
  const limited = !!count && audio.max_plays > 0
  const left = limited ? Math.max(0, audio.max_plays - plays) : Infinity

  useEffect(() => {
    setPlays(played)
  }, [played, audio.url])

  useEffect(() => {
    const c = Taro.createInnerAudioContext()
    c.src = audio.url
    c.onPlay(() => setPlaying(true))
    c.onEnded(() => setPlaying(false))
    c.onStop(() => setPlaying(false))
    c.onError(() => {
      setPlaying(false)
      void toast('音频加载失败，请重试')
    })
    ctx.current = c
    return () => {
      c.destroy()
      ctx.current = null
    }
  }, [audio.url])

  const play = async () => {
    if (playing || left <= 0) return
    if (count) {
      try {
        setPlays(await count())
      } catch {
        return
      }
    }
    ctx.current?.seek(0)
    ctx.current?.play()
  }

  const label = playing ? '播放中…' : left <= 0 ? '播放次数已用完' : plays > 0 ? '再听一遍' : '播放音频'
  return (
    <View className='exam-audio'>
      <View
        className={`exam-audio__btn ${left <= 0 ? 'exam-audio__btn--off' : ''}`}
        role='button'
        aria-disabled={left <= 0 || playing}
        aria-label={`${label}，时长${audio.duration}秒`}
        onClick={play}
      >
        <Icon path={playing ? NOTE : PLAY} color={left <= 0 ? 'muted' : 'white'} />
        <Text>{label}</Text>
      </View>
      <Text className='exam-audio__meta'>{limited ? `已播放 ${plays}/${audio.max_plays} 次` : `${audio.duration} 秒`}</Text>
    </View>
  )
}
