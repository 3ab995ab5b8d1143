import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { CapRow, Question as ExamQuestion, RecordItem } from '~types/contract/paper'
import SafeRichText from '../../../components/SafeRichText'
import Picture from '../../../components/Picture'
import { answerable, capKey, capOf, readable, readableKey, subAnswerable, type Answerable, type Draft } from '../answers'
import AnswerInput, { type ImagePickerSlot } from './AnswerInput'
import AudioPlayer from './AudioPlayer'
import './exam.scss'

export interface ReviewInfo {
  /** The record item (score, correctness, images); absent in practice. */
  item?: RecordItem
  /** Practice: the server's verdict on the learner's answer. */
  correct?: boolean
}

/** 答案 / 我的答案 / 得分 / 解析 of one question or sub-question (review mode and checked practice). */
function KeyBlock({ a, answer, remark, draft, score, correct, images }: { a: Answerable; answer: string; remark: string; draft?: Draft; score?: number; correct?: boolean; images?: string[] }) {
  return (
    <View className={`exam-key ${correct === undefined ? '' : correct ? 'exam-key--right' : 'exam-key--wrong'}`}>
      {correct !== undefined && <Text className='exam-key__verdict'>{correct ? '回答正确' : a.type === 4 ? '待老师阅卷' : '回答错误'}</Text>}
      <Text className='exam-key__row'>{`答案：${readableKey(a.type, answer) || '见解析'}`}</Text>
      <Text className='exam-key__row'>{`我的答案：${readable(draft)}`}</Text>
      {images && images.length > 0 && (
        <View className='exam-key__images'>
          {images.map((url, i) => (
            <Picture key={url} className='exam-key__img' src={url} mode='aspectFill' alt={`我的第${i + 1}张图片`} onClick={() => void Taro.previewImage({ urls: images, current: url })} />
          ))}
        </View>
      )}
      {score !== undefined && <Text className='exam-key__row'>{`得分：${score}`}</Text>}
      {remark && (
        <View className='exam-key__remark'>
          <Text className='exam-key__label'>解析</Text>
          <SafeRichText html={remark} />
        </View>
      )}
    </View>
  )
}

/**
 * One question: its type and score, the text (a cap question: the header, then each sub-question), the
 * listening audio when it has one, and the answer controls; with `review`, the key and the explanation.
 */
export default function QuestionCard({
  q,
  index,
  drafts,
  onChange,
  review,
  imagePicker,
  countPlay,
  played
}: {
  q: ExamQuestion
  index: number
  drafts: Record<string, Draft>
  onChange: (key: string, d: Draft) => void
  review?: ReviewInfo
  imagePicker?: ImagePickerSlot
  countPlay?: () => Promise<number>
  played?: number
}) {
  const head = (
    <View className='exam-q__head'>
      <Text className='exam-q__type'>{q.type_text}</Text>
      <Text className='exam-q__score'>{`${q.score}分`}</Text>
    </View>
  )
  const audio = q.audio && <AudioPlayer audio={q.audio} played={played} count={review ? undefined : countPlay} />
  if (q.type === 6) {
    const cap = capOf(q)
    const rows = (review?.item?.answer_contents_rows ?? []) as CapRow[]
    return (
      <View className='exam-q'>
        {head}
        <View className='exam-q__text'>
          <Text className='exam-q__no'>{`${index + 1}.`}</Text>
          <SafeRichText html={cap.header} />
        </View>
        {audio}
        {cap.questions.map((sub, i) => {
          const a = subAnswerable(sub)
          const key = capKey(q.id, i)
          return (
            <View key={key} className='exam-q__sub'>
              <Text className='exam-q__sub-title'>{`（${i + 1}）${sub.content}`}</Text>
              <AnswerInput a={a} draft={drafts[key]} label={`第${index + 1}题第${i + 1}小题`} disabled={!!review} onChange={(d) => onChange(key, d)} imagePicker={imagePicker} />
              {review && <KeyBlock a={a} answer={sub.answer} remark={sub.remark} draft={drafts[key]} score={review.item ? (rows[i]?.score ?? 0) : undefined} correct={review.item ? rows[i]?.is_correct === 1 : undefined} />}
            </View>
          )
        })}
        {review && q.remark && <KeyBlock a={{ type: 0, options: [], blanks: 0 }} answer='' remark={q.remark} />}
      </View>
    )
  }
  const a = answerable(q)
  const key = String(q.id)
  return (
    <View className='exam-q'>
      {head}
      <View className='exam-q__text'>
        <Text className='exam-q__no'>{`${index + 1}.`}</Text>
        <SafeRichText html={q.content_transform.text || q.content} />
      </View>
      {audio}
      <AnswerInput a={a} draft={drafts[key]} label={`第${index + 1}题`} disabled={!!review} onChange={(d) => onChange(key, d)} imagePicker={imagePicker} />
      {review && (
        <KeyBlock
          a={a}
          answer={q.answer}
          remark={q.remark}
          draft={drafts[key]}
          score={review.item?.score}
          correct={review.item ? (q.type === 4 && review.item.is_correct !== 1 ? undefined : review.item.is_correct === 1) : review.correct}
          images={review.item?.thumbs_rows}
        />
      )}
    </View>
  )
}
