import { useState } from 'react'
import { View, Text, Input} from '@tarojs/components'
import type { SearchHit } from '../../../types/contract/catalogue'
import { searchAll, type SearchType } from '../../features/search/api'
import { clearSearches, recentSearches, rememberSearch } from '../../features/search/recent'
import { usePagedList } from '../../hooks/usePagedList'
import SafeRichText from '../../components/SafeRichText'
import { go } from '../../core/navigation'
import { linkTo, routes } from '../../routes'
import { goodsLink } from '../../utils/goods'
import { toast } from '../../core/toast'
import './search.scss'
import { definePage, PagedListView, type PageProps } from '../../components/PageShell'
import Picture from '../../components/Picture'

const TYPES: [SearchType, string][] = [
  ['', '全部'],
  ['vod', '课程'],
  ['video', '课时']
]

/** Where a hit opens: its page when this app has one. */
function hitUrl(h: SearchHit): string | null {
  if (h.resource_type === 'vod') return goodsLink('vod', h.resource_id)
  if (h.resource_type === 'video') return linkTo(routes.lesson, { id: h.resource_id })
  return null
}

function Results({ keywords, type }: { keywords: string; type: SearchType }) {
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

/** Search across courses and lessons, with this device's recent searches. */
function SearchPage({ query: { keywords } }: PageProps<typeof routes.search>) {
  const [input, setInput] = useState(keywords ?? '')
  const [query, setQuery] = useState(keywords ?? '')
  const [type, setType] = useState<SearchType>('')
  const [recent, setRecent] = useState(recentSearches)

  const submit = (value: string = input) => {
    const k = value.trim().slice(0, 50)
    if (!k) return void toast('请输入关键字')
    setInput(k)
    setQuery(k)
    setRecent(rememberSearch(k))
  }

  return (
    <View className='search'>
      <View className='search__bar'>
        <Input
          className='search__input'
          focus
          confirmType='search'
          maxlength={50}
          placeholder='搜索课程、曲目、考级'
          value={input}
          onInput={(e) => setInput(e.detail.value)}
          onConfirm={(e) => submit(e.detail.value)}
        />
        <Text className='search__go' onClick={() => submit()}>
          搜索
        </Text>
      </View>
      {query ? (
        <>
          <View className='search__types'>
            {TYPES.map(([key, label]) => (
              <Text key={key} className={`search__type ${key === type ? 'search__type--on' : ''}`} onClick={() => setType(key)}>
                {label}
              </Text>
            ))}
          </View>
          <Results keywords={query} type={type} />
        </>
      ) : (
        recent.length > 0 && (
          <View className='search__recent'>
            <View className='search__recent-head'>
              <Text>最近搜索</Text>
              <Text
                className='search__clear'
                onClick={() => {
                  clearSearches()
                  setRecent([])
                }}
              >
                清除
              </Text>
            </View>
            <View className='search__tags'>
              {recent.map((k) => (
                <Text key={k} className='search__tag' onClick={() => submit(k)}>
                  {k}
                </Text>
              ))}
            </View>
          </View>
        )
      )}
    </View>
  )
}

export default definePage(routes.search, SearchPage)
