import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import ChipBar from '../ChipBar'
import PagedListView from '../PageShell/PagedListView'
import type { PagedList } from '../../hooks/usePagedList'

/**
 * A list page filtered by category chips (e-books, articles, live classes, learning paths): the chips
 * (全部 first) once the categories are known, then the paged list. `block` is the page's class (its
 * stylesheet uses the `filtered-list-page` mixin, which styles `__filters` and `__list`).
 */
export default function CategorisedList<T>({
  block,
  chips,
  category,
  onCategory,
  list,
  empty,
  skeletonRows,
  children
}: {
  block: string
  chips: readonly (readonly [number, string])[]
  category: number
  onCategory: (id: number) => void
  list: PagedList<T>
  empty: string
  skeletonRows?: number
  children: (item: T, index: number) => ReactNode
}) {
  return (
    <View className={block}>
      {chips.length > 0 && (
        <View className={`${block}__filters`}>
          <ChipBar label='分类' items={[[0, '全部'], ...chips]} value={category} onChange={onCategory} />
        </View>
      )}
      <PagedListView list={list} empty={empty} className={`${block}__list`} skeletonRows={skeletonRows}>
        {children}
      </PagedListView>
    </View>
  )
}
