import { View, Text } from '@tarojs/components'
import type { BookBlockRender } from '~types/contract/books'
import BookCard from '../../../components/BookCard'
import { useSiteConfig } from '../../../core/siteConfig'

/** A titled list of e-books (`h5-book-v1`); shown only while the e-book add-on is on. */
export function BookListBlock({ render }: { render: BookBlockRender }) {
  const on = useSiteConfig((s) => s.flags.book)
  if (!on || !render?.items?.length) return null
  return (
    <View className='block-vod'>
      {render.title && <Text className='block-vod__title'>{render.title}</Text>}
      {render.items.map((b) => (
        <BookCard key={b.id} book={b} />
      ))}
    </View>
  )
}
