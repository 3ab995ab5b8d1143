import { View, Text } from '@tarojs/components'
import type { Topic } from '~types/contract/topics'
import Picture from '../../../components/Picture'
import { sellsVirtualGoods } from '../../../host/device'
import Price from '../../../components/Price'
import { go } from '../../../core/navigation'
import { goodsLink } from '../../../utils/goods'
import './topicCard.scss'

/** An article in a list: cover, title, category, views / likes / comments, price or VIP-free. */
export default function TopicCard({ topic }: { topic: Topic }) {
  return (
    <View className='topic-card' onClick={() => go(goodsLink('topic', topic.id))}>
      <View className='topic-card__body'>
        <Text className='topic-card__title'>{topic.title}</Text>
        <View className='topic-card__meta'>
          <Text className='topic-card__category'>{topic.category.name}</Text>
          <Text>{`${topic.view_times}阅读 · ${topic.vote_count}赞 · ${topic.comment_times}评论`}</Text>
        </View>
        <View className='topic-card__price'>
          {topic.is_vip_free === 1 && topic.charge > 0 && sellsVirtualGoods() && <Text className='topic-card__vip'>会员免费</Text>}
          <Price charge={topic.charge} />
        </View>
      </View>
      <Picture className='topic-card__thumb' src={topic.thumb} mode='aspectFill' lazyLoad alt={topic.title} />
    </View>
  )
}
