import { View, Text } from '@tarojs/components'
import type { Step, StepItem } from '~types/contract/paths'
import Picture from '../../../components/Picture'
import './pathSteps.scss'

/** A path's steps in order, each with the courses, books, live courses and exams it holds (started ones marked). */
export function PathSteps({ steps, onOpen }: { steps: readonly Step[]; onOpen: (item: StepItem) => void }) {
  return (
    <View className='path__steps'>
      {steps.map((s, i) => (
        <View key={s.id} className='step'>
          <View className='step__index' aria-hidden>
            {i + 1}
          </View>
          <View className='step__body'>
            <Text className='step__name'>{s.name}</Text>
            {s.desc && <Text className='step__desc'>{s.desc}</Text>}
            {s.courses.map((item) => (
              <View key={`${item.type}-${item.other_id}`} className='step__item' onClick={() => onOpen(item)}>
                <Picture className='step__thumb' src={item.thumb} mode='aspectFill' lazyLoad alt={item.name} />
                <View className='step__info'>
                  <Text className='step__type'>{item.type_text}</Text>
                  <Text className='step__title'>{item.name}</Text>
                </View>
                {item.learned === 1 && <Text className='step__learned'>已学</Text>}
              </View>
            ))}
          </View>
        </View>
      ))}
    </View>
  )
}
