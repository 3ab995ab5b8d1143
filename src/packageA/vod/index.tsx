import { useState } from 'react'
import { View, Text, ScrollView } from '@tarojs/components'
import Taro, { useRouter, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { fetchCategories, fetchCourses } from '../../features/catalogue/api'
import { CourseCard } from '../../features/catalogue/components/CourseCard'
import { useAsync } from '../../hooks/useAsync'
import { usePagedList } from '../../hooks/usePagedList'
import { Skeleton, EmptyState, ErrorState } from '../../components/PageStatus'
import ListFooter from '../../components/ListFooter'
import './index.scss'

const SCENES: [string, string][] = [
  ['', '最新'],
  ['sub', '最热'],
  ['free', '免费']
]

/** All recorded courses: by category (the link may preselect one) and by latest / most popular / free. */
export default function CoursesPage() {
  const { params } = useRouter()
  const [categoryId, setCategoryId] = useState(Number(params.category_id) || 0)
  const [scene, setScene] = useState(SCENES.some(([k]) => k === params.scene) ? params.scene! : '')
  const categories = useAsync(fetchCategories)
  const list = usePagedList((page) => fetchCourses(page, categoryId, scene), [categoryId, scene])

  usePullDownRefresh(() => {
    Promise.all([list.refresh(), categories.reload()]).finally(() => Taro.stopPullDownRefresh())
  })
  useReachBottom(() => {
    list.loadMore()
  })

  const chips: [number, string][] = [[0, '全部'], ...(categories.data ?? []).map((c) => [c.id, c.name] as [number, string])]
  return (
    <View className='courses'>
      <View className='courses__filters'>
        <ScrollView className='courses__categories' scrollX enhanced showScrollbar={false}>
          {chips.map(([id, name]) => (
            <Text key={id} className={`courses__chip ${id === categoryId ? 'courses__chip--on' : ''}`} onClick={() => setCategoryId(id)}>
              {name}
            </Text>
          ))}
        </ScrollView>
        <View className='courses__scenes'>
          {SCENES.map(([key, label]) => (
            <Text key={key} className={`courses__scene ${key === scene ? 'courses__scene--on' : ''}`} onClick={() => setScene(key)}>
              {label}
            </Text>
          ))}
        </View>
      </View>
      {list.status === 'loading' && <Skeleton rows={6} />}
      {list.status === 'error' && <ErrorState message={list.error} onRetry={list.refresh} />}
      {list.status === 'success' && list.items.length === 0 && <EmptyState text='这个分类下还没有课程' />}
      {list.status === 'success' && list.items.length > 0 && (
        <View className='courses__list'>
          {list.items.map((c) => (
            <CourseCard key={c.id} course={c} />
          ))}
          <ListFooter loadingMore={list.loadingMore} moreError={list.moreError} hasMore={list.hasMore} onRetry={list.loadMore} />
        </View>
      )}
    </View>
  )
}
