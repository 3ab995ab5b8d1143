import { View, Text } from '@tarojs/components'
import type { Book } from '~types/contract/books'
import Picture from '../Picture'
import { sellsVirtualGoods } from '../../host/device'
import Price from '../Price'
import { go } from '../../core/navigation'
import { goodsLink } from '../../utils/goods'
import './index.scss'

type CardBook = Pick<Book, 'id' | 'name' | 'thumb' | 'charge' | 'is_vip_free' | 'short_desc' | 'user_count'>

/** An e-book in a list: the cover as a book (portrait), title, one line, readers, price or VIP-free. */
export default function BookCard({ book }: { book: CardBook }) {
  return (
    <View className='book-card' onClick={() => go(goodsLink('book', book.id))}>
      <Picture className='book-card__cover' src={book.thumb} mode='aspectFill' lazyLoad alt={book.name} />
      <View className='book-card__body'>
        <Text className='book-card__title'>{book.name}</Text>
        <Text className='book-card__desc'>{book.short_desc}</Text>
        <View className='book-card__foot'>
          <Text className='book-card__meta'>{`${book.user_count}人在读`}</Text>
          <View className='book-card__price'>
            {book.is_vip_free === 1 && book.charge > 0 && sellsVirtualGoods() && <Text className='book-card__vip'>会员免费</Text>}
            <Price charge={book.charge} />
          </View>
        </View>
      </View>
    </View>
  )
}
