import type { LessonPractice as Practice } from '../useLessonPractice'
import { PracticeTools } from './PracticeTools'

/** Under a playing lesson: the practice tools (speed with the pitch kept, the A-B loop, the metronome), remembered per lesson. */
export function LessonPractice({ practice, duration }: { practice: Practice; duration: number }) {
  return <PracticeTools settings={practice.settings} onChange={practice.update} duration={duration} position={practice.position} loops={practice.loops} />
}
