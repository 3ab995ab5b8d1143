import { useState } from 'react'
import { usePagedList, type Page, type PagedList } from './usePagedList'

/**
 * A list filtered by a category chip, where the categories arrive beside page 1 of the list (MeEdu's
 * list shape N): the chosen category (0 = all), the chips, and the paged list.
 */
export function useCategorisedList<T, R>(
  initial: number | undefined,
  fetchPage: (page: number, category: number) => Promise<R>,
  read: (r: R) => { page: Page<T>; categories: readonly { id: number; name: string }[] }
): { category: number; setCategory: (id: number) => void; chips: (readonly [number, string])[]; list: PagedList<T> } {
  const [category, setCategory] = useState(initial ?? 0)
  const [chips, setChips] = useState<(readonly [number, string])[]>([])
  const list = usePagedList(
    async (page) => {
      const { page: rows, categories } = read(await fetchPage(page, category))
      if (page === 1) setChips(categories.map((c) => [c.id, c.name] as const))
      return rows
    },
    // The fetcher and reader are the caller's fixed functions of (page, category): the category is the dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [category]
  )
  return { category, setCategory, chips, list }
}
