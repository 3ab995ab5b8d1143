import { View, Text } from '@tarojs/components'
import type { LearnPath, StepBrief } from '~types/contract/paths'
import Picture from '../../../components/Picture'
import Price from '../../../components/Price'
import { sellsVirtualGoods } from '../../../host/device'
import { go } from '../../../core/navigation'
import { goodsLink } from '../../../utils/goods'
import './pathCard.scss'

/** A learning path in a list: cover, name, its steps in order, how many courses, price and original price. */
export default function PathCard({ path, steps }: { path: LearnPath; steps: readonly StepBrief[] }) {
  return (
    <View className='path-card' onClick={() => go(goodsLink('learnPath', path.id))}>
      <Picture className='path-card__thumb' src={path.thumb} mode='aspectFill' lazyLoad alt={path.name} />
      <View className='path-card__body'>
        <Text className='path-card__name'>{path.name}</Text>
        {steps.length > 0 && (
          <View className='path-card__steps' aria-label='学习阶段'>
            {steps.map((s, i) => (
              <Text key={s.id} className='path-card__step'>{`${i + 1}. ${s.name}`}</Text>
            ))}
          </View>
        )}
        <View className='path-card__foot'>
          <Text className='path-card__count'>{`共${path.courses_count}课程`}</Text>
          <View className='path-card__price'>
            {path.charge > 0 && path.original_charge > path.charge && sellsVirtualGoods() && <Text className='path-card__original'>{`原价:¥${path.original_charge}`}</Text>}
            <Price charge={path.charge} />
          </View>
        </View>
      </View>
    </View>
  )
}
