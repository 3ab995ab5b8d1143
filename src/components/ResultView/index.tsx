import { View, Text } from '@tarojs/components'
import Button from '../Button'
import Icon from '../Icon'
import { CHECK, EXCLAMATION, NOTE } from '../Icon/paths'
import './index.scss'

export interface ResultAction {
  text: string
  onClick: () => void
  primary?: boolean
}

const MARK = { success: CHECK, fail: EXCLAMATION, info: NOTE } as const

/** A full-page outcome (login failed, verification passed, ...) with what the learner can do next. */
export default function ResultView({
  tone,
  title,
  description,
  actions
}: {
  tone: 'success' | 'fail' | 'info'
  title: string
  description?: string
  actions: ResultAction[]
}) {
  return (
    <View className={`result result--${tone}`}>
      <View className='result__icon'>
        <Icon path={MARK[tone]} color='white' className='result__mark' />
      </View>
      <Text className='result__title'>{title}</Text>
      {description && <Text className='result__desc'>{description}</Text>}
      <View className='result__actions'>
        {actions.map((a) => (
          <Button key={a.text} kind={a.primary ? 'primary' : 'ghost'} size='lg' block className='result__btn' onClick={a.onClick}>
            {a.text}
          </Button>
        ))}
      </View>
    </View>
  )
}
