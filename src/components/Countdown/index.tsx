import { Text } from '@tarojs/components'
import { formatCountdown, useCountdown } from '../../hooks/useCountdown'
import './index.scss'

/**
 * A live countdown from the server's remaining seconds (useCountdown): `label` then "HH:MM:SS". Stops at
 * 00:00 and calls `onEnd` once. `source` is the answer the seconds came from (a reload restarts it).
 */
export default function Countdown({ seconds, source, label = '', onEnd, className = '' }: { seconds: number; source: unknown; label?: string; onEnd?: () => void; className?: string }) {
  const left = useCountdown(seconds, source, onEnd)
  return (
    <Text className={`countdown ${className}`}>
      {label}
      <Text className='countdown__time'>{formatCountdown(left)}</Text>
    </Text>
  )
}
