import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { TextField } from '../../components/Field'
import { type SearchType } from '../../features/search/api'
import { clearSearches, recentSearches, rememberSearch } from '../../features/search/recent'
import { routes } from '../../routes'
import { toast } from '../../core/toast'
import './search.scss'
import { definePage, type PageProps } from '../../components/PageShell'
import { SearchResults } from '../../features/search/SearchResults'

const TYPES: [SearchType, string][] = [
  ['', '全部'],
  ['vod', '课程'],
  ['video', '课时']
]

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
        <TextField
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
          <SearchResults keywords={query} type={type} />
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
