import { View, Text } from '@tarojs/components'
import type { BookArticle } from '~types/contract/books'
import type { TocChapter } from '../toc'
import { buyWord } from '../../../core/shelf'
import './toc.scss'

/**
 * The e-book's chapters and articles with what the learner can do with each: 试读 (a free article of a
 * paid book), 需购买 (locked), 上次读到 (where they left off), the one open now.
 */
export function Toc({
  toc,
  isOpen,
  trial,
  lastId,
  currentId,
  onOpen
}: {
  toc: TocChapter[]
  isOpen: (a: BookArticle) => boolean
  /** Free articles are marked 试读 only in a book the learner cannot read in full. */
  trial: boolean
  lastId?: number
  currentId?: number
  onOpen: (a: BookArticle) => void
}) {
  if (!toc.length) return <View className='toc__empty'>电子书内容正在准备中</View>
  return (
    <View className='toc'>
      {toc.map((c) => (
        <View key={c.id} className='toc__chapter'>
          <Text className='toc__chapter-title'>{c.name}</Text>
          {c.articles.map((a) => {
            const open = isOpen(a)
            return (
              <View key={a.id} className={`toc__article ${a.id === currentId ? 'toc__article--current' : ''}`} onClick={() => onOpen(a)}>
                <Text className='toc__title'>{a.title}</Text>
                {a.id === lastId && a.id !== currentId && <Text className='toc__last'>上次读到</Text>}
                {trial && open && a.charge <= 0 && <Text className='toc__badge'>试读</Text>}
                {!open && <Text className='toc__lock'>{`需${buyWord()}`}</Text>}
              </View>
            )
          })}
        </View>
      ))}
    </View>
  )
}
