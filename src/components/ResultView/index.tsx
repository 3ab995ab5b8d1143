import { View, Text, Button } from '@tarojs/components'
import './index.scss'

export interface ResultAction {
  text: string
  onClick: () => void
  primary?: boolean
}

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
      <View className='result__icon'>{tone === 'success' ? '✓' : tone === 'fail' ? '!' : 'i'}</View>
      <Text className='result__title'>{title}</Text>
      {description && <Text className='result__desc'>{description}</Text>}
      <View className='result__actions'>
        {actions.map((a) => (
          <Button key={a.text} className={a.primary ? 'btn-primary result__btn' : 'result__btn'} onClick={a.onClick}>
            {a.text}
          </Button>
        ))}
      </View>
    </View>
  )
}
