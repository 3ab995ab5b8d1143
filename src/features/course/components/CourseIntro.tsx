import { View, Text } from '@tarojs/components'
import type { CourseDetail } from '~types/contract/catalogue'
import SafeRichText from '../../../components/SafeRichText'
import { loggedInOrLogin } from '../../../core/pageNavigation'
import { openExternal } from '../../../platform/external'
import { fetchAttachmentUrl } from '../api'
import './courseIntro.scss'

/** A course's 介绍 tab: its description and the course materials, downloaded by a learner who may (请购买后下载 otherwise). */
export function CourseIntro({ courseId, html, attachments }: { courseId: number; html: string; attachments: CourseDetail['attach'] }) {
  const download = async (attachId: number) => {
    if (!loggedInOrLogin()) return
    try {
      openExternal((await fetchAttachmentUrl(courseId, attachId)).download_url)
    } catch {
      // Said by the request layer (e.g. 请购买后下载).
    }
  }
  return (
    <View className='course__intro'>
      <SafeRichText html={html} />
      {attachments.length > 0 && (
        <View className='course__attach'>
          <Text className='course__attach-title'>课程资料</Text>
          {attachments.map((a) => (
            <View key={a.id} className='course__file' onClick={() => download(a.id)}>
              <Text>{`${a.name}.${a.extension}`}</Text>
              <Text className='course__file-size'>{`${Math.max(1, Math.round(a.size / 1024))}KB · 下载`}</Text>
            </View>
          ))}
        </View>
      )}
    </View>
  )
}
