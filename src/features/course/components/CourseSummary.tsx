import { useState } from 'react'
import { View } from '@tarojs/components'
import { fetchCourseDetail } from '../api'
import { useAsync } from '../../../hooks/useAsync'
import { AsyncView } from '../../../components/PageShell'
import Tabs from '../../../components/Tabs'
import MoreLink from '../../../components/MoreLink'
import { Skeleton } from '../../../components/PageStatus'
import { go } from '../../../core/navigation'
import { routes } from '../../../routes'
import { CourseIntro } from './CourseIntro'
import { Catalogue } from './Catalogue'
import './courseSummary.scss'

type Tab = 'intro' | 'catalogue'
const TABS: readonly (readonly [Tab, string])[] = [
  ['intro', '课程介绍'],
  ['catalogue', '课程目录']
]

/**
 * What a promotion sells when it is a course (秒杀, 拼团): its description and its lessons, and the way to
 * the course's own page. A lesson opens the course page, where buying and watching are decided.
 */
export function CourseSummary({ id }: { id: number }) {
  const detail = useAsync(() => fetchCourseDetail(id), [id])
  const [tab, setTab] = useState<Tab>('intro')
  const open = () => go(routes.courseShow, { id })
  return (
    <View className='course-summary' role='region' aria-label='课程内容'>
      <Tabs className='course-summary__tabs' items={TABS} value={tab} onChange={setTab} />
      <AsyncView state={detail} skeleton={<Skeleton rows={4} />}>
        {(d) =>
          tab === 'intro' ? (
            <CourseIntro courseId={id} html={d.course.render_desc ?? ''} attachments={[]} />
          ) : (
            <Catalogue detail={d} canStudy={false} onOpen={open} />
          )
        }
      </AsyncView>
      <MoreLink className='course-summary__more' text='查看课程详情' onClick={open} />
    </View>
  )
}
