import { View } from '@tarojs/components'
import Icon from '../../../components/Icon'
import { STAR } from '../../../components/Icon/paths'
import './stars.scss'

/** 1-5 stars: shown, or chosen with a tap when `onChange` is given (each star a 44 px target then). */
export function Stars({ value, onChange }: { value: number; onChange?: (stars: number) => void }) {
  return (
    <View className={`stars ${onChange ? 'stars--input' : ''}`} role={onChange ? 'radiogroup' : 'img'} aria-label={`${value}星`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <View
          key={n}
          className='stars__star'
          role={onChange ? 'radio' : undefined}
          aria-checked={onChange ? n === value : undefined}
          aria-label={onChange ? `${n}星` : undefined}
          onClick={onChange ? () => onChange(n) : undefined}
        >
          <Icon path={STAR} color={n <= value ? 'accent' : 'faint'} outline={n > value} className='stars__icon' />
        </View>
      ))}
    </View>
  )
}
