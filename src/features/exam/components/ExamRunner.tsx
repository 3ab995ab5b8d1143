import { useEffect, useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Button from '../../../components/Button'
import Taro from '@tarojs/taro'
import { formatCountdown, useCountdown } from '../../../hooks/useCountdown'
import { ApiError } from '../../../core/request'
import { countAudioPlay, submitSingle } from '../api'
import { draftsOfRecord, questionAnswered, toWire, type Draft } from '../answers'
import { handIn, type Sitting } from '../record'
import QuestionCard from './QuestionCard'
import AnswerSheet from './AnswerSheet'
import type { ImagePickerSlot } from './AnswerInput'
import { toast } from '../../../core/toast'
import './exam.scss'
import { confirm } from '../../../components/Dialog'

/** Typing (fill-in, essay) is saved once the learner pauses; a tap is saved at once. */
const TYPING_SAVE_MS = 700

/**
 * The exam itself: one question at a time, an answer sheet, every answer saved as it is given, and a
 * countdown to the server's deadline that hands the paper in at zero. `onFinished` reloads the sitting
 * (the result). A save refused because time is up also ends it.
 */
export default function ExamRunner({ sitting, onFinished, imagePicker }: { sitting: Sitting; onFinished: () => void; imagePicker?: ImagePickerSlot }) {
  const [drafts, setDrafts] = useState<Record<string, Draft>>(() => draftsOfRecord(sitting.items))
  const [plays, setPlays] = useState<Record<number, number>>(() => Object.fromEntries(sitting.items.map((i) => [i.question_id, i.audio_plays ?? 0])))
  const [at, setAt] = useState(0)
  const [sheet, setSheet] = useState(false)
  const timers = useRef<Record<string, ReturnType<typeof setTimeout>>>({})
  const pending = useRef<Record<string, Draft>>({})
  const finished = useRef(false)

  const save = async (key: string, d: Draft) => {
    delete pending.current[key]
    try {
      await submitSingle(sitting.kind, sitting.examId, sitting.recordId, { question_id: /^\d+$/.test(key) ? Number(key) : key, ...toWire(d) })
    } catch (e) {
      const message = e instanceof ApiError ? e.message : '保存失败，请重试'
      void toast(message)
      if (message.includes('考试已结束')) finish(false)
    }
  }
  const flush = async () => {
    for (const [key, d] of Object.entries(pending.current)) {
      clearTimeout(timers.current[key])
      await save(key, d)
    }
  }
  useEffect(() => () => Object.values(timers.current).forEach(clearTimeout), [])
  // Each question starts at the top of the page.
  useEffect(() => void Taro.pageScrollTo({ scrollTop: 0, duration: 0 }).catch(() => undefined), [at])

  const change = (key: string, d: Draft) => {
    setDrafts((all) => ({ ...all, [key]: d }))
    clearTimeout(timers.current[key])
    if (d.type === 3 || d.type === 4) {
      pending.current[key] = d
      timers.current[key] = setTimeout(() => void save(key, d), TYPING_SAVE_MS)
    } else void save(key, d)
  }

  async function finish(submit: boolean) {
    if (finished.current) return
    finished.current = true
    try {
      await flush()
      if (submit) await handIn(sitting)
    } catch {
      // The result page reads the record's state from the server either way.
    }
    onFinished()
  }

  const left = useCountdown(sitting.countDown, sitting, () => {
    void toast('考试时间到，已自动交卷')
    void finish(true)
  })

  const confirmSubmit = async () => {
    const open = sitting.items.filter((i) => !questionAnswered(i.question, drafts)).length
    if (await confirm({ title: '确认交卷', content: open ? `还有${open}题未作答，交卷后不能修改。` : '交卷后不能修改答案。', confirmText: '交卷' })) void finish(true)
  }

  const items = sitting.items
  const item = items[at]
  const answered = items.map((i) => questionAnswered(i.question, drafts))
  return (
    <View className='exam-run'>
      <View className='exam-run__bar'>
        <Text className='exam-run__title'>{sitting.title}</Text>
        <Text className={`exam-run__clock ${left <= 60 ? 'exam-run__clock--low' : ''}`} aria-live='polite' aria-label={`剩余时间 ${formatCountdown(left)}`}>
          {`剩余 ${formatCountdown(left)}`}
        </Text>
      </View>
      <Text className='exam-run__progress'>{`第 ${at + 1} / ${items.length} 题 · 已答 ${answered.filter(Boolean).length} 题`}</Text>
      {item && (
        <QuestionCard
          key={item.question_id}
          q={item.question}
          index={at}
          drafts={drafts}
          onChange={change}
          imagePicker={imagePicker}
          played={plays[item.question_id]}
          countPlay={async () => {
            const r = await countAudioPlay(sitting.kind, sitting.recordId, item.question_id)
            setPlays((p) => ({ ...p, [item.question_id]: r.plays }))
            return r.plays
          }}
        />
      )}
      {sheet && <AnswerSheet answered={answered} current={at} onPick={(i) => (setAt(i), setSheet(false))} onClose={() => setSheet(false)} />}
      <View className='exam-run__nav'>
        <Button kind='ghost' className='exam-run__btn' disabled={at === 0} onClick={() => setAt(at - 1)}>
          上一题
        </Button>
        <Button kind='ghost' className='exam-run__btn' onClick={() => setSheet(true)}>
          答题卡
        </Button>
        {at < items.length - 1 ? (
          <Button kind='secondary' className='exam-run__btn' onClick={() => setAt(at + 1)}>
            下一题
          </Button>
        ) : (
          <Button kind='primary' className='exam-run__btn' onClick={confirmSubmit}>
            交卷
          </Button>
        )}
      </View>
    </View>
  )
}
