import { useState } from 'react'
import { View } from '@tarojs/components'
import { fetchBooks } from '../../features/book/api'
import BookCard from '../../components/BookCard'
import { usePagedList } from '../../hooks/usePagedList'
import { definePage, PagedListView, type PageProps } from '../../components/PageShell'
import ChipBar from '../../components/ChipBar'
import { routes } from '../../routes'
import './index.scss'

/** E-books by category (the link may preselect one), newest first, with paging and pull-to-refresh. */
function BooksPage({ query }: PageProps<typeof routes.books>) {
  const [cid, setCid] = useState(query.cid ?? 0)
  const [categories, setCategories] = useState<(readonly [number, string])[]>([])
  const list = usePagedList(
    async (page) => {
      const r = await fetchBooks(page, cid)
      // The categories arrive beside the books (list shape N).
      if (page === 1) setCategories(r.categories.map((c) => [c.id, c.name] as const))
      return r.data
    },
    [cid]
  )
  return (
    <View className='books'>
      {categories.length > 0 && (
        <View className='books__filters'>
          <ChipBar label='分类' items={[[0, '全部'], ...categories]} value={cid} onChange={setCid} />
        </View>
      )}
      <PagedListView list={list} empty='这个分类下还没有电子书' className='books__list'>
        {(b) => <BookCard key={b.id} book={b} />}
      </PagedListView>
    </View>
  )
}

export default definePage(routes.books, BooksPage)
