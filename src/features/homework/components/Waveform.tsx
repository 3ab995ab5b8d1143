import { View } from '@tarojs/components'
import { formatCountdown } from '../../../hooks/useCountdown'
import { downsample } from '../peaks'
import './waveform.scss'

/** Bars drawn (the take keeps up to 400 points; a phone-wide strip shows this many, each the loudest of its slice). */
const BARS = 80

export interface WaveMark {
  id: number
  atMs: number
  label: string
}

/**
 * A take's waveform from its peaks, the playhead, and the teacher's notes as marks at their moments:
 * tapping a mark calls `onMark` (the page seeks the player there and plays).
 */
export function Waveform({
  peaks,
  durationMs,
  positionMs,
  marks = [],
  onMark
}: {
  peaks: readonly number[]
  durationMs: number
  positionMs?: number
  marks?: readonly WaveMark[]
  onMark?: (mark: WaveMark) => void
}) {
  const bars = downsample(peaks, BARS)
  const at = (ms: number) => `${Math.min(100, Math.max(0, (ms / Math.max(1, durationMs)) * 100)).toFixed(2)}%`
  return (
    <View className='waveform' role='img' aria-label={`录音波形，时长${formatCountdown(durationMs / 1000)}`}>
      <View className='waveform__bars'>
        {bars.map((p, i) => (
          <View key={i} className='waveform__bar' style={{ height: `${Math.max(4, p)}%` }} />
        ))}
      </View>
      {positionMs !== undefined && <View className='waveform__head' style={{ left: at(positionMs) }} />}
      {marks.map((m) => (
        <View
          key={m.id}
          className='waveform__mark'
          style={{ left: at(m.atMs) }}
          role='button'
          aria-label={`标注 ${formatCountdown(m.atMs / 1000)} ${m.label}`}
          onClick={() => onMark?.(m)}
        />
      ))}
    </View>
  )
}
