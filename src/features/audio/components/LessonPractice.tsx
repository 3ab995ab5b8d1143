import { useState } from 'react'
import { View } from '@tarojs/components'
import type { LessonPractice as Practice } from '../useLessonPractice'
import { PracticeTools } from './PracticeTools'
import './lessonPractice.scss'

const SPEEDS = [0.75, 1, 1.25, 1.5, 2]

/** Under a playing lesson: its speeds (the pitch kept, remembered per lesson) and the practice tools behind a toggle. */
export function LessonPractice({ practice, duration }: { practice: Practice; duration: number }) {
  const [open, setOpen] = useState(false)
  const speed = practice.settings.rate
  return (
    <>
      <View className='lesson-page__speeds' role='radiogroup' aria-label='播放速度'>
        {SPEEDS.map((r) => (
          <View key={r} role='radio' aria-checked={r === speed} className={`lesson-page__speed ${r === speed ? 'lesson-page__speed--on' : ''}`} onClick={() => practice.update({ rate: r })}>
            {`${r}x`}
          </View>
        ))}
      </View>
      <View role='button' aria-expanded={open} className={`lesson-page__speed lesson-page__tools ${open ? 'lesson-page__speed--on' : ''}`} onClick={() => setOpen(!open)}>
        练习工具：A-B 循环、慢速、节拍器
      </View>
      {open && <PracticeTools settings={practice.settings} onChange={practice.update} duration={duration} position={practice.position} loops={practice.loops} />}
    </>
  )
}
