import { useState } from 'react'
import type { StepBrief } from '~types/contract/paths'
import { fetchPathCategories, fetchPaths } from '../../features/learnPath/api'
import PathCard from '../../features/learnPath/components/PathCard'
import { useAsync } from '../../hooks/useAsync'
import { usePagedList } from '../../hooks/usePagedList'
import { definePage, type PageProps } from '../../components/PageShell'
import CategorisedList from '../../components/CategorisedList'
import { routes } from '../../routes'
import './index.scss'

/** Learning paths by category (a parent category lists its children's too), with each path's steps. */
function LearnPathsPage({ query }: PageProps<typeof routes.learnPaths>) {
  const [category, setCategory] = useState(query.category_id ?? 0)
  const [steps, setSteps] = useState<Record<string, StepBrief[]>>({})
  const categories = useAsync(fetchPathCategories, [])
  const chips = (categories.data ?? []).flatMap((c) => [[c.id, c.name] as const, ...c.children.map((k) => [k.id, k.name] as const)])
  const list = usePagedList(
    async (page) => {
      const r = await fetchPaths(page, category)
      setSteps((s) => (page === 1 ? r.steps : { ...s, ...r.steps }))
      return r.data
    },
    [category]
  )
  return (
    <CategorisedList block='paths' chips={chips} category={category} onCategory={setCategory} list={list} empty='这个分类下还没有学习路径' skeletonRows={4}>
      {(p) => <PathCard key={p.id} path={p} steps={steps[String(p.id)] ?? []} />}
    </CategorisedList>
  )
}

export default definePage(routes.learnPaths, LearnPathsPage)
