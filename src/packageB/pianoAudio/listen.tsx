import { useEffect, useMemo, useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Button from '../../components/Button'
import Icon from '../../components/Icon'
import { MINUS, PLUS, RELOAD } from '../../components/Icon/paths'
import { definePage, AsyncView, type PageProps } from '../../components/PageShell'
import { Skeleton } from '../../components/PageStatus'
import { useAsync } from '../../hooks/useAsync'
import { useAction } from '../../hooks/useAction'
import { routes } from '../../routes'
import type { Score } from '~types/contract/pianoAudio'
import type { MicError } from '../../platform/types'
import { fetchExercises, fetchExerciseScore, saveListenResult } from '../../features/playAlong/listenApi'
import { expectedNotes, type BarRange } from '../../features/playAlong/expected'
import type { ListenResult } from '../../features/playAlong/grader'
import { useListen } from '../../features/playAlong/useListen'
import { ScoreView } from '../../features/playAlong/components/ScoreView'
import { ListenSummary } from '../../features/playAlong/components/ListenSummary'
import { loadMetronome } from '../../features/audio/loadMetronome'
import { createPracticeClock } from '../../features/audio/practiceClock'
import { clientId } from '../../features/audio/practiceQueue'
import { formatRate, stepSpeed } from '../../features/audio/practice'
import { tempoText } from '../../utils/tempo'
import './listen.scss'

/** Listen mode plays at half speed up to the score's own tempo (or the exercise's speed, when faster). */
const MIN_SPEED = 0.5
const MAX_SPEED = 1

/** How to let the microphone in, where the learner is. */
const ALLOW_MIC =
  process.env.TARO_ENV === 'weapp'
    ? '请点右上角「···」→「设置」，打开「麦克风」，再点「重试」。'
    : '请点地址栏左侧的图标（或浏览器的“网站设置”），把「麦克风」设为允许，再点「重试」。在微信里打开的，请点右上角「···」选择在浏览器打开。'

/** Listen mode: an exercise's score, 开始 with a bar of count-in, each note marked as it is played, the result. */
function ListenPage({ query }: PageProps<typeof routes.pianoAudioListen>) {
  const exercises = useAsync(fetchExercises, [])
  const score = useAsync(() => fetchExerciseScore(query.id), [query.id])
  return (
    <View className='listen'>
      <AsyncView state={[exercises, score]} skeleton={<Skeleton rows={6} />} isEmpty={([list]) => !list.some((e) => e.id === query.id)} empty='练习不存在'>
        {([list, s]) => <Listening exercise={list.find((e) => e.id === query.id)!} score={s} />}
      </AsyncView>
    </View>
  )
}

type Exercise = Awaited<ReturnType<typeof fetchExercises>>[number]

function Listening({ exercise, score }: { exercise: Exercise; score: Score }) {
  // An exercise set on bars of a track starts on them, at its speed.
  const maxSpeed = Math.max(MAX_SPEED, exercise.speed)
  const [speed, setSpeed] = useState(exercise.speed)
  const [range, setRange] = useState<BarRange>(exercise.bar_from !== null && exercise.bar_to !== null ? [exercise.bar_from, exercise.bar_to] : null)
  const clock = useMemo(() => createPracticeClock('listen', exercise.id), [exercise.id])
  const saved = useRef<Parameters<typeof saveListenResult>[0] | null>(null)
  const save = useAction(() => saveListenResult(saved.current!))
  const listen = useListen({
    clicks: (bpm, beats) => loadMetronome({ bpm, beats, accent: true }),
    onPlaying: (on) => clock.running(on),
    onDone: (r: ListenResult) => {
      saved.current = { exercise_id: exercise.id, accuracy: Math.round(r.accuracy * 100), spread_ms: Math.min(10_000, r.timing.spreadMs), client_id: clientId() }
      void save.run()
    }
  })
  // Leaving the page reports the time practised so far.
  useEffect(() => () => void clock.flush(), [clock])

  const busy = listen.phase === 'opening' || listen.phase === 'countIn' || listen.phase === 'playing'
  const begin = (over: BarRange) => {
    setRange(over)
    void listen.start(expectedNotes(score, over), score.bpm, score.beats_per_bar, speed)
  }
  const status =
    listen.phase === 'opening' ? '正在打开麦克风…' : listen.phase === 'countIn' ? `预备 ${listen.beatsLeft || ''}` : listen.phase === 'playing' ? '请弹奏' : ''

  return (
    <>
      <View className='listen__head'>
        <Text className='listen__title'>{exercise.title}</Text>
        <Text className='listen__desc'>{`${exercise.description} · ${tempoText(score.bpm)} · ${score.beats_per_bar}/4拍`}</Text>
      </View>
      <ScoreView score={score} marks={listen.marks} loopBars={range} />
      {range && (
        <View className='listen__range'>
          <Text>{range[0] === range[1] ? `正在练第${range[0]}小节` : `正在练第${range[0]}-${range[1]}小节`}</Text>
          {!busy && (
            <View className='listen__link' role='button' onClick={() => setRange(null)}>
              练全曲
            </View>
          )}
        </View>
      )}

      {listen.micError && listen.micError.failure !== 'privacy' && <MicProblem error={listen.micError} onRetry={() => begin(range)} />}

      <View className='listen__controls'>
        {busy ? (
          <>
            <Text className='listen__status' aria-live='polite'>
              {status}
            </Text>
            <Button kind='secondary' size='lg' block className='listen__big' onClick={listen.stop}>
              停止
            </Button>
          </>
        ) : (
          <>
            <View className='listen__speed' role='group' aria-label='速度'>
              <View className='listen__step' role='button' aria-label='减慢' onClick={() => setSpeed((s) => Math.max(MIN_SPEED, stepSpeed(s, -1)))}>
                <Icon path={MINUS} className='listen__step-icon' />
              </View>
              <Text className='listen__rate'>{`速度 ${formatRate(speed)}`}</Text>
              <View className='listen__step' role='button' aria-label='加快' onClick={() => setSpeed((s) => Math.min(maxSpeed, stepSpeed(s, 1)))}>
                <Icon path={PLUS} className='listen__step-icon' />
              </View>
            </View>
            <Button kind='primary' size='lg' block className='listen__big' onClick={() => begin(range)}>
              {listen.phase === 'done' ? '再来一次' : '开始'}
            </Button>
          </>
        )}
      </View>

      {listen.phase === 'done' && listen.result && (
        <View className='listen__result'>
          <ListenSummary result={listen.result} passAccuracy={exercise.pass_accuracy} onBars={(r) => begin(r)} />
          <View className='listen__saved'>
            {save.pending ? (
              <Text>正在保存成绩…</Text>
            ) : save.error ? (
              <View className='listen__link' role='button' onClick={() => void save.run()}>
                成绩保存失败，点此重新保存
              </View>
            ) : (
              <Text>成绩已记入练琴记录</Text>
            )}
          </View>
        </View>
      )}
    </>
  )
}

/** The microphone could not be opened: what happened, how to allow it, and 重试. */
function MicProblem({ error, onRetry }: { error: MicError; onRetry(): void }) {
  const denied = error.failure === 'denied'
  return (
    <View className='listen__problem' role='alert'>
      <Text className='listen__problem-title'>{denied ? '无法使用麦克风' : error.message}</Text>
      {denied && <Text className='listen__problem-text'>{`跟弹需要麦克风听你弹奏。${ALLOW_MIC}`}</Text>}
      {error.failure !== 'unsupported' && (
        <Button kind='secondary' size='lg' block icon={RELOAD} className='listen__big' onClick={onRetry}>
          重试
        </Button>
      )}
    </View>
  )
}

export default definePage(routes.pianoAudioListen, ListenPage)
