import { Slider } from '@tarojs/components'
import type { RangeSliderProps } from './types'
import './index.scss'

/** weapp: WeChat's slider in the brand's colours. */
export default function RangeSlider({ min, max, step, value, onChange, label, className = '' }: RangeSliderProps) {
  return (
    <Slider
      className={`range-slider ${className}`}
      min={min}
      max={max}
      step={step}
      value={value}
      activeColor='#b04530'
      backgroundColor='#eeeeee'
      blockColor='#b04530'
      blockSize={28}
      aria-label={label}
      onChanging={(e) => onChange(e.detail.value)}
      onChange={(e) => onChange(e.detail.value)}
    />
  )
}
