import { createElement } from 'react'
import type { RangeSliderProps } from './types'
import './index.scss'
import './rangeInput.h5.scss'

/** H5: the browser's range input in the brand's colours (Taro's H5 slider is a Stencil component). */
export default function RangeSlider({ min, max, step, value, onChange, label, className = '' }: RangeSliderProps) {
  // Lower-case: a DOM element of its own on H5 (Taro's components have no range input).
  return createElement('input', {
    type: 'range',
    className: `range-slider ${className}`,
    min,
    max,
    step,
    value,
    'aria-label': label,
    onChange: (e: { currentTarget: { value: string } }) => onChange(Number(e.currentTarget.value))
  })
}
