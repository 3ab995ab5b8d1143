import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { fetchCategories, fetchCourses, type CourseScene } from '../../features/catalogue/api'
import { CourseCard } from '../../features/catalogue/components/CourseCard'
import { useAsync } from '../../hooks/useAsync'
import { usePagedList } from '../../hooks/usePagedList'
import { definePage, PagedListView, type PageProps } from '../../components/PageShell'
import { routes } from '../../routes'
import ChipBar from '../../components/ChipBar'
import './index.scss'

const SCENES: [CourseScene, string][] = [
  ['', '最新'],
  ['sub', '最热'],
  ['free', '免费']
]

/** All recorded courses: by category (the link may preselect one) and by latest / most popular / free. */
function CoursesPage({ query }: PageProps<typeof routes.courses>) {
  const [categoryId, setCategoryId] = useState(query.category_id ?? 0)
  const [scene, setScene] = useState<CourseScene>(query.scene ?? '')
  const categories = useAsync(fetchCategories)
  const list = usePagedList((page) => fetchCourses(page, categoryId, scene), [categoryId, scene])

  const chips: [number, string][] = [[0, '全部'], ...(categories.data ?? []).map((c) => [c.id, c.name] as [number, string])]
  return (
    <View className='courses'>
      <View className='courses__filters'>
        <ChipBar label='分类' items={chips} value={categoryId} onChange={setCategoryId} />
        <View className='courses__scenes'>
          {SCENES.map(([key, label]) => (
            <Text key={key} className={`courses__scene ${key === scene ? 'courses__scene--on' : ''}`} onClick={() => setScene(key)}>
              {label}
            </Text>
          ))}
        </View>
      </View>
      <PagedListView list={list} empty='这个分类下还没有课程' className='courses__list'>
        {(c) => <CourseCard key={c.id} course={c} />}
      </PagedListView>
    </View>
  )
}

export default definePage(routes.courses, CoursesPage)
