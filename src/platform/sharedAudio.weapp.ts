import Taro from '@tarojs/taro'
import type { AudioEvents, AudioSource, SharedAudio } from './types'

/**
 * weapp: the background audio manager, the one player WeChat keeps going while the learner moves between
 * pages or leaves the mini-program (app.json declares `requiredBackgroundModes: ["audio"]`). Its title
 * and singer are what WeChat's floating player shows. Interface: SharedAudioCapability.
 */
let manager: Taro.BackgroundAudioManager | null = null
let listeners: AudioEvents | null = null
let rate = 1

function create(): Taro.BackgroundAudioManager {
  const m = Taro.getBackgroundAudioManager()
  m.onTimeUpdate(() => listeners?.onTime(m.currentTime, m.duration || 0))
  m.onPlay(() => listeners?.onPlaying())
  m.onPause(() => listeners?.onPause())
  m.onStop(() => listeners?.onPause())
  m.onEnded(() => listeners?.onEnded())
  m.onError(() => listeners?.onError('音频加载失败，请稍后重试'))
  m.onNext(() => listeners?.onNext())
  m.onPrev(() => listeners?.onPrev())
  return m
}

export function sharedAudio(events: AudioEvents): SharedAudio {
  listeners = events
  const m = (manager ??= create())
  return {
    load(source: AudioSource, startAt: number) {
      // The title must be set before the source: setting `src` starts playback.
      m.title = source.title
      m.singer = source.singer
      m.epname = '琴艺课堂 钢琴音频'
      m.playbackRate = rate
      m.startTime = startAt
      m.src = source.src
    },
    play: () => m.play(),
    pause: () => m.pause(),
    seek: (seconds: number) => m.seek(seconds),
    setRate(r: number) {
      rate = r
      m.playbackRate = r
    },
    position: () => m.currentTime || 0,
    paused: () => m.paused !== false
  }
}

/** The video component's context: WeChat keeps the pitch at other speeds. */
export function setVideoRate(videoId: string, r: number): void {
  Taro.createVideoContext(videoId).playbackRate(r)
}
