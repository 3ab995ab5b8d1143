import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import AsyncView from '../../../components/PageShell/AsyncView'
import { Skeleton } from '../../../components/PageStatus'
import { useAsync } from '../../../hooks/useAsync'
import type { Score } from '~types/contract/pianoAudio'
import { clock } from '../../../utils/time'
import { fetchTrackScore } from '../api'
import { barsOfLoop, loopOfBars, type Loop } from '../timeMap'
import { useCursorMs, type Playhead } from '../useCursor'
import { ScoreView } from './ScoreView'

interface TrackScoreProps {
  trackId: number
  playhead: Playhead
  /** The A-B loop when it is on (seconds of the recording). */
  loop: Loop | null
  onSeek(seconds: number): void
  onLoop(loop: Loop): void
}

/**
 * A track's score under the player: the cursor follows playback; tapping a bar plays from it; 选段 takes two
 * tapped bars (either order; the same bar twice is that bar) as the A-B loop. A track without a score shows
 * nothing.
 */
export function TrackScore({ trackId, ...rest }: TrackScoreProps) {
  const score = useAsync(() => fetchTrackScore(trackId), [trackId])
  return (
    <AsyncView state={score} isEmpty={(s) => s === null} empty={null} skeleton={<Skeleton rows={4} />}>
      {(s) => s && <ScoreWithTools score={s} {...rest} />}
    </AsyncView>
  )
}

interface ScoreWithToolsProps extends Omit<TrackScoreProps, 'trackId'> {
  score: Score
  /**
   * The playhead runs on before and after the piece (a lesson's video): the second of it where the piece
   * starts, for the hint. Before the piece the cursor waits on bar 1; after it there is none, and the score
   * stays where it was.
   */
  startsAt?: number
}

/** A score following a player, with tap-to-seek and 选段 (also the lesson player's, features/playAlong LessonScore). */
export function ScoreWithTools({ score, playhead, loop, onSeek, onLoop, startsAt }: ScoreWithToolsProps) {
  const atMs = useCursorMs(score, playhead)
  const before = startsAt !== undefined && atMs < 0
  const after = startsAt !== undefined && atMs >= score.duration_ms
  const [selecting, setSelecting] = useState(false)
  const [picked, setPicked] = useState<number | null>(null)
  const onBar = (n: number) => {
    if (!selecting) return onSeek(score.bars[n - 1].on_ms / 1000)
    if (picked === null) return setPicked(n)
    onLoop(loopOfBars(score, picked, n))
    setPicked(null)
    setSelecting(false)
  }
  const where = before ? `乐曲从 ${clock(startsAt)} 开始` : after ? '乐曲已结束，点小节回看' : '点小节从那里播放'
  const hint = !selecting ? where : picked === null ? '点起始小节' : `从第${picked}小节起，点结束小节`
  return (
    <View className='track-score' role='region' aria-label='乐谱'>
      <View className='track-score__tools'>
        <Text className='track-score__hint'>{hint}</Text>
        <View
          role='button'
          className={`track-score__select${selecting ? ' track-score__select--on' : ''}`}
          onClick={() => {
            setSelecting(!selecting)
            setPicked(null)
          }}
        >
          <Text>{selecting ? '取消选段' : '选段'}</Text>
        </View>
      </View>
      <ScoreView score={score} atMs={after ? undefined : atMs} loopBars={loop && barsOfLoop(score, loop)} pickedBar={picked} onBar={onBar} />
    </View>
  )
}
