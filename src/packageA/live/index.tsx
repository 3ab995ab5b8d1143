import { fetchLives } from '../../features/live/api'
import LiveCard from '../../features/live/components/LiveCard'
import { useCategorisedList } from '../../hooks/useCategorisedList'
import { definePage, type PageProps } from '../../components/PageShell'
import CategorisedList from '../../components/CategorisedList'
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
    <CategorisedList block='lives' chips={chips} category={category} onCategory={setCategory} list={list} empty='这个分类下还没有直播课'>
      {(c) => <LiveCard key={c.id} course={c} onStart={list.refresh} />}
    </CategorisedList>
  )
}

export default definePage(routes.lives, LivesPage)
