import { useEffect, useRef, useState } from 'react'
import { startRecording, discardRecording } from '../../platform/recorder'
import type { RecordedTake, RecordingSession } from '../../platform/types'
import { toast } from '../../core/toast'
import { PeakCollector } from './peaks'
import { TAKE_MAX_MS } from './limits'

export type RecorderPhase = 'idle' | 'countIn' | 'recording' | 'recorded'

export interface Recorded extends RecordedTake {
  peaks: number[]
}

/**
 * Recording one take on the show page: an optional count-in (the page hands in the metronome's), then the
 * microphone with a live level and the waveform built from the levels as they come (peaks.ts); stops by
 * itself at the length limit. Recording again throws the previous take away.
 */
export function useTakeRecorder() {
  const [phase, setPhase] = useState<RecorderPhase>('idle')
  const [level, setLevel] = useState(0)
  const [elapsedMs, setElapsedMs] = useState(0)
  const [take, setTake] = useState<Recorded | null>(null)
  const session = useRef<RecordingSession | null>(null)
  const collector = useRef(new PeakCollector())
  const timer = useRef<ReturnType<typeof setInterval>>()
  const cancelled = useRef(false)

  const clear = () => {
    clearInterval(timer.current)
    timer.current = undefined
  }

  const stop = async () => {
    const s = session.current
    if (!s) return
    session.current = null
    clear()
    const recorded = await s.stop()
    setLevel(0)
    setTake({ ...recorded, peaks: collector.current.peaks() })
    setPhase('recorded')
  }

  const start = async (countIn?: () => Promise<void>) => {
    if (phase === 'countIn' || phase === 'recording') return
    if (take) discardRecording(take)
    setTake(null)
    cancelled.current = false
    collector.current = new PeakCollector()
    try {
      if (countIn) {
        setPhase('countIn')
        await countIn()
        if (cancelled.current) return
      }
      const s = await startRecording((l) => {
        collector.current.add(l)
        setLevel(l)
      })
      if (cancelled.current) return s.cancel()
      session.current = s
      setPhase('recording')
      const began = Date.now()
      setElapsedMs(0)
      timer.current = setInterval(() => {
        const ms = Date.now() - began
        setElapsedMs(ms)
        if (ms >= TAKE_MAX_MS) {
          toast('已录满10分钟，录音已停止')
          void stop()
        }
      }, 250)
    } catch (e) {
      setPhase('idle')
      const message = e instanceof Error ? e.message : ''
      // '' : the learner declined the privacy guide; its sheet has said why.
      if (message) toast(message)
    }
  }

  const discard = () => {
    if (take) discardRecording(take)
    setTake(null)
    setPhase('idle')
  }

  useEffect(
    () => () => {
      cancelled.current = true
      clear()
      session.current?.cancel()
    },
    []
  )

  return { phase, level, elapsedMs, take, start, stop, discard, forget: () => (setTake(null), setPhase('idle')) }
}
