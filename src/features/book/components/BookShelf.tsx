import { View, Text } from '@tarojs/components'
import type { MemberBook } from '~types/contract/books'
import { fetchMyBooks } from '../api'
import { lastArticleOf } from '../progress'
import { usePagedList } from '../../../hooks/usePagedList'
import { PagedListView } from '../../../components/PageShell'
import MoreLink from '../../../components/MoreLink'
import Picture from '../../../components/Picture'
import { go } from '../../../core/navigation'
import { linkTo, routes } from '../../../routes'
import { goodsLink } from '../../../utils/goods'
import { relativeTime } from '../../../utils/time'
import './bookShelf.scss'

/** Where to continue: the article this device last read, else the server's last view, else the book. */
function continueUrl(item: MemberBook): string {
  const server = Array.isArray(item.last_view) ? undefined : item.last_view.article_id
  const articleId = lastArticleOf(item.book_id) ?? server
  return articleId ? linkTo(routes.bookRead, { id: articleId }) : goodsLink('book', item.book_id)
}

/** The learning tab's e-books: the books I own, each opening where I stopped reading. */
export function BookShelf() {
  const list = usePagedList(fetchMyBooks)
  return (
    <PagedListView list={list} skeletonRows={5} empty='还没有电子书，去书架挑一本吧'>
      {(item) => (
        <View key={item.id} className='shelf-book' onClick={() => go(continueUrl(item))}>
          <Picture className='shelf-book__cover' src={item.book.thumb} mode='aspectFill' lazyLoad alt={item.book.name} />
          <View className='shelf-book__body'>
            <Text className='shelf-book__title'>{item.book.name}</Text>
            <Text className='shelf-book__when'>{`${relativeTime(item.created_at)}加入`}</Text>
            <MoreLink className='shelf-book__go' text='继续阅读' />
          </View>
        </View>
      )}
    </PagedListView>
  )
}
