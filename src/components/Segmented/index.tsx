import { View, Text } from '@tarojs/components'
import './index.scss'

/**
 * A few exclusive choices side by side (speeds, meters, a kind): one on, each at least 44 px to tap.
 * `size='lg'` for the practice tools, read from a music stand.
 */
export default function Segmented<K extends string | number>({
  items,
  value,
  onChange,
  label,
  size = 'md',
  className = ''
}: {
  items: readonly (readonly [K, string])[]
  value: K | undefined
  onChange: (key: K) => void
  /** What is chosen, for screen readers. */
  label: string
  size?: 'md' | 'lg'
  className?: string
}) {
  return (
    <View className={`segmented segmented--${size} ${className}`} role='radiogroup' aria-label={label}>
      {items.map(([key, name]) => (
        <View key={key} role='radio' aria-checked={key === value} className={`segmented__item ${key === value ? 'segmented__item--on' : ''}`} onClick={() => onChange(key)}>
          <Text>{name}</Text>
        </View>
      ))}
    </View>
  )
}
