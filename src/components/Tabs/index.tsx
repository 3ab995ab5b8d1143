import { View } from '@tarojs/components'
import './index.scss'

/** Underlined text tabs: the one tab style of the app (login methods, course sections, my learning). */
export default function Tabs<K extends string>({
  items,
  value,
  onChange,
  className = ''
}: {
  items: readonly (readonly [K, string])[]
  value: K
  onChange: (key: K) => void
  className?: string
}) {
  return (
    <View className={`tabs ${className}`} role='tablist'>
      {items.map(([key, label]) => (
        <View key={key} role='tab' aria-selected={key === value} className={`tabs__tab ${key === value ? 'tabs__tab--on' : ''}`} onClick={() => onChange(key)}>
          {label}
        </View>
      ))}
    </View>
  )
}
