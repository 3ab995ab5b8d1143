import { View } from '@tarojs/components'
import { fetchLives } from '../../features/live/api'
import LiveCard from '../../features/live/components/LiveCard'
import { useCategorisedList } from '../../hooks/useCategorisedList'
import { definePage, PagedListView, type PageProps } from '../../components/PageShell'
import ChipBar from '../../components/ChipBar'
import { routes } from '../../routes'
import './index.scss'

/** Live courses by category (a parent category includes its children), with paging and pull-to-refresh. */
function LivesPage({ query }: PageProps<typeof routes.lives>) {
  const { category, setCategory, chips, list } = useCategorisedList(query.cid, fetchLives, (r) => ({
    page: r.data,
    // Parents then their children, as one row of chips.
    categories: r.categories.flatMap((c) => [c, ...c.children])
  }))
  return (
    <View className='lives'>
      {chips.length > 0 && (
        <View className='lives__filters'>
          <ChipBar label='分类' items={[[0, '全部'], ...chips]} value={category} onChange={setCategory} />
        </View>
      )}
      <PagedListView list={list} empty='这个分类下还没有直播课' className='lives__list'>
        {(c) => <LiveCard key={c.id} course={c} onStart={list.refresh} />}
      </PagedListView>
    </View>
  )
}

export default definePage(routes.lives, LivesPage)
