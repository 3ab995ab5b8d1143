import { useEffect, useMemo, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { setVideoRate } from '../../platform/sharedAudio'
import { loopTurn, validLoop } from './practice'
import { defaultSettings, loadSettings, saveSettings, type PracticeSettings } from './settings'
import { createPracticeClock } from './practiceClock'

/** Without a tempo (a lesson), the pause before a repeat. */
const LESSON_COUNT_IN_S = 2

export interface LessonPractice {
  settings: PracticeSettings
  update(patch: Partial<PracticeSettings>): void
  loops: number
  position(): number
  /** The video's time update: turns the A-B loop; true when it moved the video. */
  onTime(t: number): boolean
  /** Play / pause / end of the video: the practice clock, and the speed re-applied on play. */
  onPlay(): void
  onStop(): void
}

/**
 * The practice tools of the lesson player: speed with the pitch kept, the A-B loop on the video, settings
 * kept per lesson, and the time played counted in the practice log.
 */
export function useLessonPractice(lessonId: number, videoId: string): LessonPractice {
  const key = `lesson:${lessonId}`
  const [settings, setSettings] = useState(() => loadSettings(key, defaultSettings()))
  const [loops, setLoops] = useState(0)
  const position = useRef(0)
  const counting = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const clock = useMemo(() => createPracticeClock('lesson', lessonId), [lessonId])
  const live = useRef(settings)
  live.current = settings

  useEffect(() => {
    setSettings(loadSettings(key, defaultSettings()))
    setLoops(0)
  }, [key])
  useEffect(
    () => () => {
      clearTimeout(counting.current)
      clock.running(false)
    },
    [clock]
  )

  return {
    settings,
    loops,
    position: () => position.current,
    update(patch) {
      const next = { ...live.current, ...patch }
      live.current = next
      setSettings(next)
      saveSettings(key, next)
      if (patch.loop !== undefined || patch.loopOn !== undefined) setLoops(0)
      if (patch.rate !== undefined) setVideoRate(videoId, patch.rate)
      // Turning a loop on (or moving it) away from where the video is: start the passage at A.
      const { loop } = next
      if ((patch.loop !== undefined || patch.loopOn) && next.loopOn && validLoop(loop) && (position.current < loop.a || position.current >= loop.b)) {
        position.current = loop.a
        Taro.createVideoContext(videoId).seek(loop.a)
      }
    },
    onTime(t) {
      position.current = t
      const s = live.current
      const turn = s.loopOn ? loopTurn(s.loop, t) : null
      if (turn === null || counting.current) return false
      const video = Taro.createVideoContext(videoId)
      setLoops((n) => n + 1)
      position.current = turn
      video.seek(turn)
      if (s.loop?.countIn) {
        video.pause()
        counting.current = setTimeout(() => {
          counting.current = undefined
          video.play()
        }, (LESSON_COUNT_IN_S / s.rate) * 1000)
      }
      return true
    },
    onPlay() {
      setVideoRate(videoId, live.current.rate)
      clock.running(true)
    },
    onStop() {
      clock.running(false)
    }
  }
}
