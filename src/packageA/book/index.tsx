import { View } from '@tarojs/components'
import { fetchBooks } from '../../features/book/api'
import BookCard from '../../components/BookCard'
import { useCategorisedList } from '../../hooks/useCategorisedList'
import { definePage, PagedListView, type PageProps } from '../../components/PageShell'
import ChipBar from '../../components/ChipBar'
import { routes } from '../../routes'
import './index.scss'

/** E-books by category (the link may preselect one), newest first, with paging and pull-to-refresh. */
function BooksPage({ query }: PageProps<typeof routes.books>) {
  // The categories arrive beside the books (list shape N).
  const { category, setCategory, chips, list } = useCategorisedList(query.cid, fetchBooks, (r) => ({ page: r.data, categories: r.categories }))
  return (
    <View className='books'>
      {chips.length > 0 && (
        <View className='books__filters'>
          <ChipBar label='分类' items={[[0, '全部'], ...chips]} value={category} onChange={setCategory} />
        </View>
      )}
      <PagedListView list={list} empty='这个分类下还没有电子书' className='books__list'>
        {(b) => <BookCard key={b.id} book={b} />}
      </PagedListView>
    </View>
  )
}

export default definePage(routes.books, BooksPage)
