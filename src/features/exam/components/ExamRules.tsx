import { View, Text } from '@tarojs/components'
import { type ExamInfo } from '../record'

/** An exam's rules before it starts: scores, time, questions, tries left, and who may sit it. */
export function ExamRules({ info }: { info: ExamInfo }) {
  const rows: [string, string][] = [
    ...(info.totalScore !== undefined ? [['总分', `${info.totalScore}分`] as [string, string]] : []),
    ['及格分', `${info.passScore}分`],
    ['考试时长', `${info.minutes}分钟`],
    ['题目数量', `${info.questionCount}题${info.kind === 'mock' ? '（随机组卷）' : ''}`],
    ['剩余次数', info.triesLeft === null ? '不限' : `${info.triesLeft}次`]
  ]
  return (
    <View className='paper__rules'>
      {rows.map(([k, v]) => (
        <View key={k} className='paper__rule'>
          <Text className='paper__rule-key'>{k}</Text>
          <Text className='paper__rule-value'>{v}</Text>
        </View>
      ))}
      {info.invite && <Text className='paper__note'>本试卷仅限受邀学员参加</Text>}
      {info.requiredCourses.length > 0 && <Text className='paper__note'>{`需先学习：${info.requiredCourses.map((c) => `《${c.title}》`).join('')}`}</Text>}
    </View>
  )
}
