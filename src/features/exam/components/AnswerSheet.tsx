import { View, Text } from '@tarojs/components'
import './exam.scss'

/** The answer sheet: every question's number, answered or not (or right/wrong in review); tap to go there. */
export default function AnswerSheet({
  answered,
  correct,
  current,
  onPick,
  onClose
}: {
  answered: boolean[]
  correct?: (boolean | undefined)[]
  current: number
  onPick: (index: number) => void
  onClose: () => void
}) {
  return (
    <View className='exam-sheet' role='dialog' aria-label='答题卡'>
      <View className='exam-sheet__mask' onClick={onClose} />
      <View className='exam-sheet__panel'>
        <View className='exam-sheet__head'>
          <Text className='exam-sheet__title'>答题卡</Text>
          <View className='exam-sheet__close' role='button' onClick={onClose}>
            <Text>关闭</Text>
          </View>
        </View>
        <View className='exam-sheet__grid'>
          {answered.map((done, i) => {
            const c = correct?.[i]
            const state = c === true ? 'right' : c === false ? 'wrong' : done ? 'done' : 'open'
            return (
              <View
                key={i}
                role='button'
                aria-label={`第${i + 1}题 ${state === 'open' ? '未答' : state === 'right' ? '正确' : state === 'wrong' ? '错误' : '已答'}`}
                className={`exam-sheet__cell exam-sheet__cell--${state} ${i === current ? 'exam-sheet__cell--current' : ''}`}
                onClick={() => onPick(i)}
              >
                <Text>{i + 1}</Text>
              </View>
            )
          })}
        </View>
        <Text className='exam-sheet__legend'>{correct ? '绿色为答对，红色为答错' : '深色为已答，浅色为未答'}</Text>
      </View>
    </View>
  )
}
