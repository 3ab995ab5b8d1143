import type { AudioEvents, AudioSource, SharedAudio } from './types'

/**
 * H5: one `<audio>` element on the document, created on first use and never removed, so playback goes on
 * while the learner moves between pages (the app is one document). Interface: SharedAudioCapability.
 * Position reports come from a 50 ms poll while playing as well as `timeupdate` (4 Hz); the player arms
 * its A-B turn from the last report before B.
 */
const POLL_MS = 50

let element: HTMLAudioElement | null = null
let listeners: AudioEvents | null = null
let timer: ReturnType<typeof setInterval> | undefined
let rate = 1

function keepPitch(media: HTMLMediaElement, r: number): void {
  const m = media as HTMLMediaElement & { webkitPreservesPitch?: boolean; mozPreservesPitch?: boolean }
  m.preservesPitch = true
  m.webkitPreservesPitch = true
  m.mozPreservesPitch = true
  m.defaultPlaybackRate = r
  m.playbackRate = r
}

function create(): HTMLAudioElement {
  const a = document.createElement('audio')
  a.id = 'studio-shared-audio'
  a.preload = 'auto'
  a.setAttribute('aria-hidden', 'true')
  const report = () => listeners?.onTime(a.currentTime, Number.isFinite(a.duration) ? a.duration : 0)
  a.addEventListener('timeupdate', report)
  a.addEventListener('playing', () => {
    clearInterval(timer)
    timer = setInterval(report, POLL_MS)
    listeners?.onPlaying()
  })
  a.addEventListener('pause', () => {
    clearInterval(timer)
    listeners?.onPause()
  })
  a.addEventListener('ended', () => {
    clearInterval(timer)
    listeners?.onEnded()
  })
  a.addEventListener('error', () => listeners?.onError('音频加载失败，请稍后重试'))
  // A new source resets the element's rate: put the learner's speed back.
  a.addEventListener('loadedmetadata', () => keepPitch(a, rate))
  document.body.appendChild(a)
  if ('mediaSession' in navigator) {
    navigator.mediaSession.setActionHandler('nexttrack', () => listeners?.onNext())
    navigator.mediaSession.setActionHandler('previoustrack', () => listeners?.onPrev())
  }
  return a
}

export function sharedAudio(events: AudioEvents): SharedAudio {
  listeners = events
  const a = (element ??= create())
  return {
    load(source: AudioSource, startAt: number) {
      a.src = source.src
      a.title = source.title
      if ('mediaSession' in navigator && typeof MediaMetadata !== 'undefined') {
        navigator.mediaSession.metadata = new MediaMetadata({ title: source.title, artist: source.singer })
      }
      if (startAt > 0) a.currentTime = startAt
      keepPitch(a, rate)
    },
    play() {
      a.play().catch(() => listeners?.onPause())
    },
    pause: () => a.pause(),
    seek(seconds: number) {
      a.currentTime = seconds
    },
    setRate(r: number) {
      rate = r
      keepPitch(a, r)
    },
    position: () => a.currentTime,
    paused: () => a.paused
  }
}

/** The `<video>` inside Taro's H5 Video component. */
export function setVideoRate(videoId: string, r: number): void {
  const video = document.querySelector<HTMLVideoElement>(`#${videoId} video, video#${videoId}`)
  if (video) keepPitch(video, r)
}
