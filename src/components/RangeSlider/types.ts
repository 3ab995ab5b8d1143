/** A value on a track (the practice speed): both builds' variants take these. */
export interface RangeSliderProps {
  min: number
  max: number
  step: number
  value: number
  onChange: (value: number) => void
  /** What the slider sets, for screen readers. */
  label: string
  className?: string
}
