import { create } from 'zustand'
import { sharedAudio } from '../../platform/sharedAudio'
import type { SharedAudio } from '../../platform/types'
import { useNowPlaying } from '../../core/nowPlaying'
import { ApiError } from '../../core/request'
import type { PlayItem } from '../../core/downloadIndex'
import { fetchTrackPlay } from './api'
import { barSeconds, loopTurn, levelName, validLoop } from './practice'
import { defaultSettings, loadSettings, saveSettings, type PracticeSettings } from './settings'
import { createPracticeClock, type PracticeClock } from './practiceClock'

type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'countIn' | 'error'

export interface PlayerState {
  queue: PlayItem[]
  index: number
  status: PlayerStatus
  error: string
  position: number
  duration: number
  /** The current track's practice settings (speed, A-B loop, metronome). */
  settings: PracticeSettings
  /** Times playback went back to A since the loop was set. */
  loops: number
  /**
   * Plays `queue[index]`; `link` is the page with the full player (the mini bar opens it); `source` where
   * the queue's audio comes from (the signed playinfo URL unless the queue is downloads).
   */
  playAt(queue: PlayItem[], index: number, link: string, source?: TrackSource): Promise<void>
  toggle(): void
  next(): void
  prev(): void
  seek(seconds: number): void
  updateSettings(patch: Partial<PracticeSettings>): void
}

/** The URL the player loads for a track. */
export type TrackSource = (track: PlayItem) => Promise<string>

const signedUrl: TrackSource = async (track) => (await fetchTrackPlay(track.id)).url

/** Without a tempo (a downloaded lesson or listening question), the pause before a repeat. */
const COUNT_IN_FALLBACK_S = 2

let audio: SharedAudio | null = null
let clock: PracticeClock | null = null
let countInTimer: ReturnType<typeof setTimeout> | undefined
let turnTimer: ReturnType<typeof setTimeout> | undefined
/** Within this much of B (at the learner's speed) a position report arms the turn's own timer. */
const TURN_LOOKAHEAD_S = 0.3
/** Each load gets a number: an answer for a track the learner already left is dropped. */
let generation = 0
let source: TrackSource = signedUrl

/**
 * Who a play item is (its practice settings' key): a library track `audio:<id>`, a downloaded lesson
 * `lesson:<id>`, ... (PlayItem). Here, not in core/downloadIndex: that module is on the home route's first load.
 */
export const playItemKey = (t: PlayItem) => t.practice?.key ?? `audio:${t.id}`
const settingsKey = playItemKey
/** A library track's practice time is logged as its own; a downloaded lesson or listening question says where. */
const practiceLog = (t: PlayItem) => (t.practice ? t.practice.log : { source: 'audio' as const, id: t.id })

export const usePlayer = create<PlayerState>((set, get) => {
  const current = () => {
    const s = get()
    return s.queue[s.index] as PlayItem | undefined
  }

  const engine = (): SharedAudio =>
    (audio ??= sharedAudio({
      onTime(position, duration) {
        const s = get()
        const turn = s.settings.loopOn ? loopTurn(s.settings.loop, position) : null
        if (turn === null || s.status === 'countIn') {
          armTurn(position)
          return set({ position, duration: duration || s.duration })
        }
        turnToA(turn)
      },
      onPlaying: () => {
        set({ status: 'playing', error: '' })
        clock?.running(true)
      },
      onPause: () => {
        clearTimeout(turnTimer)
        if (get().status !== 'countIn') set({ status: 'paused' })
        clock?.running(false)
      },
      onEnded: () => {
        clock?.running(false)
        const s = get()
        if (s.index < s.queue.length - 1) get().next()
        else set({ status: 'paused', position: 0 })
      },
      onError: (message) => {
        clock?.running(false)
        set({ status: 'error', error: message })
      },
      onNext: () => get().next(),
      onPrev: () => get().prev()
    }))

  /** Back to A at B: at once, or after a bar's count-in (stopped at A, at the learner's speed). */
  const turnToA = (turn: number) => {
    clearTimeout(turnTimer)
    const s = get()
    const a = engine()
    set({ loops: s.loops + 1, position: turn })
    if (!s.settings.loop?.countIn) return a.seek(turn)
    const track = current()
    const wait = (track?.bpm ? barSeconds(track.bpm, track.beats_per_bar) : COUNT_IN_FALLBACK_S) / s.settings.rate
    set({ status: 'countIn' })
    a.pause()
    a.seek(turn)
    clearTimeout(countInTimer)
    countInTimer = setTimeout(() => {
      if (get().status === 'countIn') a.play()
    }, wait * 1000)
  }

  /**
   * The last report before B sets a timer for B itself: waiting for the report after B overshot it by up
   * to a report's interval (50 ms on H5, 250 ms in the mini-program) plus the page's lag (163 ms seen).
   * Each report re-arms it from the newer position; a pause, seek or load cancels it.
   */
  const armTurn = (position: number) => {
    clearTimeout(turnTimer)
    const { status, settings } = get()
    const { loop } = settings
    if (status !== 'playing' || !settings.loopOn || !validLoop(loop) || position < loop.a) return
    const left = (loop.b - position) / settings.rate
    if (left > TURN_LOOKAHEAD_S) return
    turnTimer = setTimeout(() => {
      const now = get()
      if (now.status === 'playing' && now.settings.loopOn && now.settings.loop?.b === loop.b) turnToA(now.settings.loop.a)
    }, left * 1000)
  }

  const publish = () => {
    const s = get()
    const t = current()
    if (!t) return
    useNowPlaying.getState().set({
      title: t.title,
      subtitle: [t.composer, levelName(t.level)].filter(Boolean).join(' · '),
      playing: s.status === 'playing' || s.status === 'countIn' || s.status === 'loading'
    })
  }

  const load = async (index: number) => {
    const track = get().queue[index]
    if (!track) return
    const mine = ++generation
    clearTimeout(countInTimer)
    clearTimeout(turnTimer)
    clock?.running(false)
    void clock?.flush()
    const log = practiceLog(track)
    clock = log ? createPracticeClock(log.source, log.id) : null
    const settings = loadSettings(settingsKey(track), track.bpm ? defaultSettings(track.bpm, track.beats_per_bar) : defaultSettings())
    set({ index, status: 'loading', error: '', position: 0, duration: track.duration, settings, loops: 0 })
    publish()
    try {
      const url = await source(track)
      if (mine !== generation) return
      const a = engine()
      a.setRate(settings.rate)
      a.load({ src: url, title: track.title, singer: track.composer || '琴艺课堂' }, settings.loopOn && settings.loop ? settings.loop.a : 0)
      a.play()
    } catch (e) {
      if (mine !== generation) return
      set({ status: 'error', error: e instanceof ApiError || source !== signedUrl ? (e as Error).message : '音频加载失败，请稍后重试' })
    }
  }

  return {
    queue: [],
    index: 0,
    status: 'idle',
    error: '',
    position: 0,
    duration: 0,
    settings: defaultSettings(),
    loops: 0,
    async playAt(queue, index, link, from = signedUrl) {
      source = from
      set({ queue })
      useNowPlaying.getState().set({
        link,
        controls: { toggle: () => get().toggle(), next: () => get().next(), prev: () => get().prev(), flush: () => clock?.flush() ?? Promise.resolve() }
      })
      await load(index)
    },
    toggle() {
      const s = get()
      if (s.status === 'playing' || s.status === 'countIn') {
        clearTimeout(countInTimer)
        set({ status: 'paused' })
        engine().pause()
      } else if (s.status === 'error' || s.status === 'idle') void load(s.index)
      else engine().play()
    },
    next() {
      const s = get()
      if (s.index < s.queue.length - 1) void load(s.index + 1)
    },
    prev() {
      const s = get()
      // Like every player: back to the start first, the previous track from the first seconds.
      if (s.position > 3 || s.index === 0) return get().seek(0)
      void load(s.index - 1)
    },
    seek(seconds) {
      clearTimeout(turnTimer)
      engine().seek(seconds)
      set({ position: seconds })
    },
    updateSettings(patch) {
      const t = current()
      const settings = { ...get().settings, ...patch }
      if (patch.loop !== undefined || patch.loopOn !== undefined) set({ loops: 0 })
      set({ settings })
      if (patch.rate !== undefined) engine().setRate(patch.rate)
      if (t) saveSettings(settingsKey(t), settings)
      // Turning a loop on (or moving it) away from where playback is: start the passage at A.
      const { loop } = settings
      const position = get().position
      if ((patch.loop !== undefined || patch.loopOn) && settings.loopOn && validLoop(loop) && (position < loop.a || position >= loop.b)) get().seek(loop.a)
    }
  }
})

// The mini bar follows play and pause.
usePlayer.subscribe((s, prev) => {
  if (s.status !== prev.status || s.index !== prev.index) {
    const t = s.queue[s.index]
    if (t) useNowPlaying.getState().set({ playing: s.status === 'playing' || s.status === 'countIn' || s.status === 'loading' })
  }
})
