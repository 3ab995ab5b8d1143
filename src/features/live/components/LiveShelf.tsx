import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { fetchMyLives, type MyLiveList } from '../api'
import { nextClassText } from '../time'
import { usePagedList } from '../../../hooks/usePagedList'
import { PagedListView } from '../../../components/PageShell'
import ChipBar from '../../../components/ChipBar'
import Picture from '../../../components/Picture'
import { go } from '../../../core/navigation'
import { goodsLink } from '../../../utils/goods'
import { sellsVirtualGoods } from '../../../host/device'
import './liveShelf.scss'

/** The tabs; the bought list reads 已拥有 where virtual goods may not be sold (core/shelf). */
const lists = (): readonly (readonly [MyLiveList, string])[] => [
  ['courses', sellsVirtualGoods() ? '已购' : '已拥有'],
  ['learned', '在学']
]

function LiveList({ list }: { list: MyLiveList }) {
  const paged = usePagedList((page) => fetchMyLives(list, page), [list])
  return (
    <PagedListView list={paged} skeletonRows={5} empty={list === 'courses' ? '还没有直播课，去直播频道看看吧' : '还没有看过直播课'}>
      {(item) => {
        const c = item.course
        const next = nextClassText(c)
        return (
          <View key={item.id} className='shelf-live' onClick={() => go(goodsLink('live', item.course_id))}>
            <Picture className='shelf-live__cover' src={c.thumb} mode='aspectFill' lazyLoad alt={c.title} />
            <View className='shelf-live__body'>
              <Text className='shelf-live__title'>{c.title}</Text>
              <Text className='shelf-live__count'>{`已学 ${item.learned_count}/${c.videos_count} 节`}</Text>
              {next && <Text className={`shelf-live__next shelf-live__next--${c.status}`}>{next}</Text>}
            </View>
          </View>
        )
      }}
    </PagedListView>
  )
}

/** The learning tab's live courses: bought (已购) or watched (在学), each opening the course. */
export function LiveShelf() {
  const [list, setList] = useState<MyLiveList>('courses')
  return (
    <View className='live-shelf'>
      <ChipBar items={lists()} value={list} onChange={setList} label='直播课' />
      <LiveList key={list} list={list} />
    </View>
  )
}
