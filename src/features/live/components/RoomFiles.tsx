import { View, Text } from '@tarojs/components'
import { attachmentUrl, fetchAttachments } from '../api'
import { useAsync } from '../../../hooks/useAsync'
import { openExternal } from '../../../platform/external'
import { Skeleton, ErrorState, EmptyState } from '../../../components/PageStatus'

/** 课件 of a live session: each opens in the browser (the token in the URL: a download cannot send a header). */
export function RoomFiles({ courseId, videoId, token }: { courseId: number; videoId: number; token: string }) {
  const list = useAsync(() => fetchAttachments(courseId, videoId), [courseId, videoId])
  if (list.status === 'loading') return <Skeleton rows={2} />
  if (list.status === 'error') return <ErrorState error={list.error} onRetry={list.reload} />
  if (!list.data?.length) return <EmptyState text='本节没有课件' />
  return (
    <View className='room__files'>
      {list.data.map((a) => (
        <View key={a.id} className='room__file' onClick={() => openExternal(attachmentUrl(courseId, videoId, a.id, token))}>
          <Text>{a.name}</Text>
          <Text className='room__file-action'>打开</Text>
        </View>
      ))}
    </View>
  )
}
