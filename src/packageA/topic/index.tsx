import { View } from '@tarojs/components'
import { fetchTopics } from '../../features/topic/api'
import TopicCard from '../../features/topic/components/TopicCard'
import { useCategorisedList } from '../../hooks/useCategorisedList'
import { definePage, PagedListView, type PageProps } from '../../components/PageShell'
import ChipBar from '../../components/ChipBar'
import { routes } from '../../routes'
import './index.scss'

/** Articles by category (the link may preselect one), newest first, with paging and pull-to-refresh. */
function TopicsPage({ query }: PageProps<typeof routes.topics>) {
  const { category, setCategory, chips, list } = useCategorisedList(query.cid, fetchTopics, (r) => ({ page: r.data, categories: r.categories }))
  return (
    <View className='topics'>
      {chips.length > 0 && (
        <View className='topics__filters'>
          <ChipBar label='分类' items={[[0, '全部'], ...chips]} value={category} onChange={setCategory} />
        </View>
      )}
      <PagedListView list={list} empty='这个分类下还没有文章' className='topics__list'>
        {(t) => <TopicCard key={t.id} topic={t} />}
      </PagedListView>
    </View>
  )
}

export default definePage(routes.topics, TopicsPage)
