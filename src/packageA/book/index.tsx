import { fetchBooks } from '../../features/book/api'
import BookCard from '../../components/BookCard'
import { useCategorisedList } from '../../hooks/useCategorisedList'
import { definePage, type PageProps } from '../../components/PageShell'
import CategorisedList from '../../components/CategorisedList'
import { routes } from '../../routes'
import './index.scss'

/** E-books by category (the link may preselect one), newest first, with paging and pull-to-refresh. */
function BooksPage({ query }: PageProps<typeof routes.books>) {
  // The categories arrive beside the books (list shape N).
  const { category, setCategory, chips, list } = useCategorisedList(query.cid, fetchBooks, (r) => ({ page: r.data, categories: r.categories }))
  return (
    <CategorisedList block='books' chips={chips} category={category} onCategory={setCategory} list={list} empty='这个分类下还没有电子书'>
      {(b) => <BookCard key={b.id} book={b} />}
    </CategorisedList>
  )
}

export default definePage(routes.books, BooksPage)
