import { fetchTopics } from '../../features/topic/api'
import TopicCard from '../../features/topic/components/TopicCard'
import { useCategorisedList } from '../../hooks/useCategorisedList'
import { definePage, type PageProps } from '../../components/PageShell'
import CategorisedList from '../../components/CategorisedList'
import { routes } from '../../routes'
import './index.scss'

/** Articles by category (the link may preselect one), newest first, with paging and pull-to-refresh. */
function TopicsPage({ query }: PageProps<typeof routes.topics>) {
  const { category, setCategory, chips, list } = useCategorisedList(query.cid, fetchTopics, (r) => ({ page: r.data, categories: r.categories }))
  return (
    <CategorisedList block='topics' chips={chips} category={category} onCategory={setCategory} list={list} empty='这个分类下还没有文章'>
      {(t) => <TopicCard key={t.id} topic={t} />}
    </CategorisedList>
  )
}

export default definePage(routes.topics, TopicsPage)
