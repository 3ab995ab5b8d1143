import { View, Text } from '@tarojs/components'
import AsyncView from '../../../components/PageShell/AsyncView'
import { Skeleton } from '../../../components/PageStatus'
import { useAsync } from '../../../hooks/useAsync'
import { go } from '../../../core/navigation'
import { routes } from '../../../routes'
import type { LessonScore as Linked } from '~types/contract/pianoAudio'
import { fetchLessonScore } from '../api'
import type { Loop } from '../timeMap'
import type { VideoPlayhead } from '../videoPlayhead'
import { ScoreView } from './ScoreView'
import { ScoreWithTools } from './TrackScore'
import './lessonScore.scss'

interface LessonScoreProps {
  lessonId: number
  playhead: VideoPlayhead
  /** The video's speed. */
  rate: number
  /** The lesson's A-B loop when it is on (seconds of the video). */
  loop: Loop | null
  /** Seconds of the video. */
  onSeek(seconds: number): void
  onLoop(loop: Loop): void
  /** Before opening another page (the video must not play on behind listen mode's microphone). */
  onLeave(): void
}

/**
 * The score the studio linked to a lesson, under the video. A demonstration (synced) works like the audio
 * player's score on the video's time, shifted by where the piece starts in the video: the cursor follows,
 * a tapped bar seeks the video, 选段 sets the lesson's A-B loop; before the piece it waits on bar 1 (乐曲从
 * mm:ss 开始), after it the cursor goes (乐曲已结束) while the teacher talks on. A lesson about the piece shows it still.
 * 跟着练 opens listen mode on the piece's exercise; 听音频 the track in the audio player. A lesson without a
 * score shows nothing.
 */
export function LessonScore({ lessonId, ...rest }: LessonScoreProps) {
  const linked = useAsync(() => fetchLessonScore(lessonId), [lessonId])
  return (
    <AsyncView state={linked} isEmpty={(l) => l === null} empty={null} skeleton={<Skeleton rows={3} />}>
      {(l) => l && <LinkedScore linked={l} {...rest} />}
    </AsyncView>
  )
}

function LinkedScore({ linked, onLeave, ...follow }: Omit<LessonScoreProps, 'lessonId'> & { linked: Linked }) {
  const { track, score, sync_ms: syncMs, exercise_id: exerciseId } = linked
  const open = (to: () => void) => () => {
    onLeave()
    to()
  }
  return (
    <View className='lesson-score'>
      <View className='lesson-score__head'>
        <Text className='lesson-score__title'>{`乐谱 · ${track.title}`}</Text>
        <View role='button' className='lesson-score__action' onClick={open(() => go(routes.pianoAudioList, { category_id: track.category_id, id: track.id }))}>
          <Text>听音频</Text>
        </View>
        {exerciseId !== null && (
          <View role='button' className='lesson-score__action lesson-score__action--main' onClick={open(() => go(routes.pianoAudioListen, { id: exerciseId }))}>
            <Text>跟着练</Text>
          </View>
        )}
      </View>
      {syncMs === null ? (
        <View className='track-score' role='region' aria-label='乐谱'>
          <Text className='lesson-score__note'>本节讲解这首曲子，乐谱不随视频移动</Text>
          <ScoreView score={score} />
        </View>
      ) : (
        <SyncedScore score={score} shift={syncMs / 1000} {...follow} />
      )}
    </View>
  )
}

/** Its own component: the cursor re-renders only it. Times in and out are the video's, the score's shifted by `shift`. */
function SyncedScore({ score, shift, playhead, rate, loop, onSeek, onLoop }: Omit<LessonScoreProps, 'lessonId' | 'onLeave'> & { score: Linked['score']; shift: number }) {
  const position = playhead((s) => s.position)
  const playing = playhead((s) => s.playing)
  return (
    <ScoreWithTools
      score={score}
      playhead={{ position: position - shift, playing, rate }}
      loop={loop && { a: loop.a - shift, b: loop.b - shift }}
      onSeek={(t) => onSeek(t + shift)}
      onLoop={({ a, b }) => onLoop({ a: a + shift, b: b + shift })}
      startsAt={shift}
    />
  )
}
