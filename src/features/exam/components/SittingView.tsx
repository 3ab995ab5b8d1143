import type { ReactNode } from 'react'
import { useAsync } from '../../../hooks/useAsync'
import { useResume } from '../../../hooks/useCountdown'
import { AsyncView } from '../../../components/PageShell'
import { loadSitting, type ExamKind, type Sitting } from '../record'
import type { ImagePickerSlot } from './AnswerInput'
import ExamRunner from './ExamRunner'
import SittingResult from './SittingResult'

interface SittingViewProps {
  kind: ExamKind
  examId: number
  recordId: number
  onExit: () => void
  /** Essay photos, where the app can upload them (the page hands in the picker). */
  imagePicker?: ImagePickerSlot
  /** Under a handed-in sitting's result (the page's: a practice copy of its listening audio). */
  extra?: (sitting: Sitting) => ReactNode
}

/** A sitting: the exam while it runs, then its result and review. */
export function SittingView({ kind, examId, recordId, onExit, imagePicker, extra }: SittingViewProps) {
  const sitting = useAsync(() => loadSitting(kind, examId, recordId), [kind, examId, recordId])
  // Back from the background (a locked phone): the server's clock and record say where the exam is.
  useResume(() => void sitting.reload())
  return (
    <AsyncView state={sitting}>
      {(s) =>
        s.doing ? (
          <ExamRunner sitting={s} onFinished={() => void sitting.reload()} imagePicker={imagePicker} />
        ) : (
          <SittingResult sitting={s} actions={[{ text: '返回试卷', onClick: onExit }]} extra={extra?.(s)} />
        )
      }
    </AsyncView>
  )
}
