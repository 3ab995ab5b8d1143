import { useMemo, useState, type ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import Button from '../../../components/Button'
import { draftsOfRecord } from '../answers'
import type { Sitting } from '../record'
import QuestionCard from './QuestionCard'
import { SubscribeButton } from '../../../platform/subscribe'
import './exam.scss'

/** Review mode: every question with my answer, the key, my score and the explanation. */
export function SittingReview({ sitting }: { sitting: Sitting }) {
  const drafts = useMemo(() => draftsOfRecord(sitting.items), [sitting])
  return (
    <View className='exam-review'>
      {sitting.items.map((it, i) => (
        <QuestionCard key={it.question_id} q={it.question} index={i} drafts={drafts} onChange={() => undefined} review={{ item: it }} played={it.audio_plays} />
      ))}
    </View>
  )
}

/**
 * A handed-in sitting: the score, passed or not, or waiting for the teacher; then the review on demand.
 * `extra`: what the page adds below the buttons (the listening download).
 */
export default function SittingResult({ sitting, actions, extra }: { sitting: Sitting; actions?: { text: string; onClick: () => void }[]; extra?: ReactNode }) {
  const [review, setReview] = useState(false)
  const passed = sitting.score >= sitting.passScore
  const tone = sitting.grading ? 'wait' : passed ? 'pass' : 'fail'
  return (
    <View className='exam-result'>
      <View className={`exam-result__card exam-result__card--${tone}`}>
        <Text className='exam-result__title'>{sitting.title}</Text>
        <Text className='exam-result__score'>{`${sitting.score}`}</Text>
        <Text className='exam-result__unit'>{`得分 / 满分 ${sitting.totalScore} · 及格 ${sitting.passScore}`}</Text>
        <Text className='exam-result__verdict'>{sitting.grading ? '包含主观题，等待老师阅卷' : passed ? '恭喜，考试通过' : '未通过，继续加油'}</Text>
      </View>
      <View className='exam-result__actions'>
        <Button kind='primary' className='exam-result__btn' onClick={() => setReview(!review)}>
          {review ? '收起解析' : '查看解析'}
        </Button>
        {actions?.map((a) => (
          <Button key={a.text} kind='secondary' className='exam-result__btn' onClick={a.onClick}>
            {a.text}
          </Button>
        ))}
        {/* weapp: a one-time WeChat message once the teacher has graded the essays (nothing on H5). */}
        {sitting.grading && <SubscribeButton kind='exam_graded' id={sitting.recordId} label='阅卷完成后通知我' doneLabel='已订阅阅卷通知' />}
      </View>
      {extra}
      {review && <SittingReview sitting={sitting} />}
    </View>
  )
}
