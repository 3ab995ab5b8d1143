import { View } from '@tarojs/components'
import { fetchBook } from '../api'
import { useAsync } from '../../../hooks/useAsync'
import { AsyncView } from '../../../components/PageShell'
import SafeRichText from '../../../components/SafeRichText'
import MoreLink from '../../../components/MoreLink'
import { Skeleton } from '../../../components/PageStatus'
import { go } from '../../../core/navigation'
import { routes } from '../../../routes'
import './bookSummary.scss'

/** What a promotion sells when it is an e-book (秒杀, 拼团): its introduction and the way to the book's page. */
export function BookSummary({ id }: { id: number }) {
  const detail = useAsync(() => fetchBook(id), [id])
  const open = () => go(routes.bookShow, { id })
  return (
    <View className='book-summary' role='region' aria-label='电子书介绍'>
      <AsyncView state={detail} skeleton={<Skeleton rows={4} />}>
        {(d) => <SafeRichText html={d.book.render_desc ?? ''} />}
      </AsyncView>
      <MoreLink className='book-summary__more' text='查看电子书详情' onClick={open} />
    </View>
  )
}
