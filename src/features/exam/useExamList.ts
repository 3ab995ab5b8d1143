import { useState } from 'react'
import { usePagedList, type Page, type PagedList } from '../../hooks/usePagedList'
import type { ExamCategory } from '~types/contract/paper'

type Chips = (readonly [number, string])[]

/**
 * An exam list filtered by two levels of categories (ADDONS 4.1: `categories` and `category_children`
 * arrive beside page 1): the chosen category and sub-category (0 = all), their chips, and the paged list.
 */
export function useExamList<T, R extends { data: Page<T>; categories: ExamCategory[]; category_children: Record<string, ExamCategory[]> }>(
  initial: { cid1?: number; cid2?: number },
  fetchPage: (page: number, cid1: number, cid2: number) => Promise<R>,
  onPage?: (r: R) => void
): { cid1: number; cid2: number; pick1: (id: number) => void; pick2: (id: number) => void; top: Chips; children: Chips; list: PagedList<T> } {
  const [cid1, setCid1] = useState(initial.cid1 ?? 0)
  const [cid2, setCid2] = useState(initial.cid2 ?? 0)
  const [tree, setTree] = useState<{ top: ExamCategory[]; children: Record<string, ExamCategory[]> }>({ top: [], children: {} })
  const list = usePagedList(
    async (page) => {
      const r = await fetchPage(page, cid1, cid2)
      if (page === 1) {
        setTree({ top: r.categories, children: r.category_children })
        onPage?.(r)
      }
      return r.data
    },
    // The fetcher is the caller's fixed function of (page, cid1, cid2).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [cid1, cid2]
  )
  const chips = (l: ExamCategory[] | undefined): Chips => (l ?? []).map((c) => [c.id, c.name] as const)
  return {
    cid1,
    cid2,
    pick1: (id) => {
      setCid1(id)
      setCid2(0)
    },
    pick2: setCid2,
    top: chips(tree.top),
    children: cid1 ? chips(tree.children[String(cid1)]) : [],
    list
  }
}
