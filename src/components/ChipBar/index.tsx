import { ScrollView, Text, View } from '@tarojs/components'
import './index.scss'

/** A sideways-scrolling row of filter chips (categories); one is on. Each chip is a 44 px tap target. */
export default function ChipBar<K extends string | number>({
  items,
  value,
  onChange,
  label
}: {
  items: readonly (readonly [K, string])[]
  value: K
  onChange: (key: K) => void
  /** What the chips choose, for screen readers (e.g. 分类). */
  label: string
}) {
  return (
    <ScrollView className='chip-bar' scrollX enhanced showScrollbar={false}>
      <View className='chip-bar__row' role='radiogroup' aria-label={label}>
        {items.map(([key, name]) => (
          <View key={key} role='radio' aria-checked={key === value} className={`chip-bar__chip ${key === value ? 'chip-bar__chip--on' : ''}`} onClick={() => onChange(key)}>
            <Text>{name}</Text>
          </View>
        ))}
      </View>
    </ScrollView>
  )
}
