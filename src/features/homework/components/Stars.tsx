import { View } from '@tarojs/components'
import './stars.scss'

/** 1-5 stars: shown, or chosen with a tap when `onChange` is given. */
export function Stars({ value, onChange }: { value: number; onChange?: (stars: number) => void }) {
  return (
    <View className='stars' role={onChange ? 'radiogroup' : 'img'} aria-label={`${value}星`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <View
          key={n}
          className={`stars__star ${n <= value ? 'stars__star--on' : ''}`}
          role={onChange ? 'radio' : undefined}
          aria-checked={onChange ? n === value : undefined}
          aria-label={onChange ? `${n}星` : undefined}
          onClick={onChange ? () => onChange(n) : undefined}
        >
          ★
        </View>
      ))}
    </View>
  )
}
