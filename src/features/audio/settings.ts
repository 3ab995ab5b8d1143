import { readJson, writeJson } from '../../core/storage'
import type { AbLoop } from './practice'

/** The practice tools' settings, remembered per track (`audio:<id>`) and per lesson (`lesson:<id>`). */
export interface PracticeSettings {
  rate: number
  loop: AbLoop | null
  loopOn: boolean
  bpm: number
  beats: number
  accent: boolean
}

/** How many tracks and lessons keep their settings (the least recently changed are forgotten). */
const KEEP = 60

export const defaultSettings = (bpm = 80, beats = 4): PracticeSettings => ({ rate: 1, loop: null, loopOn: false, bpm, beats, accent: true })

type Stored = Record<string, PracticeSettings & { at: number }>

export function loadSettings(key: string, fallback: PracticeSettings): PracticeSettings {
  const saved = readJson<Stored>('practiceSettings', {})[key]
  if (!saved) return fallback
  const { at: _at, ...settings } = saved
  return { ...fallback, ...settings }
}

export function saveSettings(key: string, settings: PracticeSettings): void {
  const all = readJson<Stored>('practiceSettings', {})
  all[key] = { ...settings, at: Date.now() }
  const kept = Object.entries(all)
    .sort((x, y) => y[1].at - x[1].at)
    .slice(0, KEEP)
  writeJson('practiceSettings', Object.fromEntries(kept))
}
