import { View, Text } from '@tarojs/components'
import type { SearchHit } from '~types/contract/catalogue'
import { searchAll, type SearchType } from './api'
import { usePagedList } from '../../hooks/usePagedList'
import SafeRichText from '../../components/SafeRichText'
import { go } from '../../core/navigation'
import { linkTo, routes } from '../../routes'
import { goodsLink } from '../../utils/goods'
import { PagedListView } from '../../components/PageShell'
import Picture from '../../components/Picture'
import './searchResults.scss'

/** Where a hit opens: its page when this app has one. */
function hitUrl(h: SearchHit): string | null {
  if (h.resource_type === 'vod') return goodsLink('vod', h.resource_id)
  if (h.resource_type === 'video') return linkTo(routes.lesson, { id: h.resource_id })
  return null
}

/** The hits for the keywords (all, courses or lessons), paged; each opens its page. */
export function SearchResults({ keywords, type }: { keywords: string; type: SearchType }) {
  const list = usePagedList((page) => searchAll(keywords, type, page), [keywords, type])
  return (
    <PagedListView list={list} skeletonRows={5} empty={`没有找到与“${keywords}”相关的内容`} className='search__results'>
      {(h) => {
        const url = hitUrl(h)
        return (
          <View key={`${h.resource_type}-${h.id}`} className='hit' onClick={() => url && go(url)}>
            {h.thumb && <Picture className='hit__thumb' src={h.thumb} mode='aspectFill' lazyLoad alt={h.title} />}
            <View className='hit__body'>
              <Text className='hit__type'>{h.resource_type === 'video' ? '课时' : '课程'}</Text>
              {/* The snippet is server HTML with the match in <em>: sanitized like all server HTML. */}
              <SafeRichText className='hit__snippet' html={h.p || h.title} />
            </View>
          </View>
        )
      }}
    </PagedListView>
  )
}
