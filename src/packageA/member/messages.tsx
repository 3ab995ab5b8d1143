import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { fetchMessages, markAllMessagesRead, markMessageRead, type MemberMessage } from '../../features/member/messages'
import { usePagedList } from '../../hooks/usePagedList'
import { Skeleton, EmptyState, ErrorState } from '../../components/PageStatus'
import ListFooter from '../../components/ListFooter'
import { relativeTime } from '../../utils/time'
import './messages.scss'

/** My messages: newest first, unread marked; tapping one marks it read, or all at once. */
export default function MessagesPage() {
  const list = usePagedList(fetchMessages)
  // Read state changed here, kept over the server's until the next refresh.
  const [readIds, setReadIds] = useState<Set<string>>(new Set())
  const [allRead, setAllRead] = useState(false)

  usePullDownRefresh(() => {
    list.refresh().finally(() => Taro.stopPullDownRefresh())
  })
  useReachBottom(() => {
    list.loadMore()
  })

  const isUnread = (m: MemberMessage) => !m.read_at && !allRead && !readIds.has(m.id)
  const unread = list.items.filter(isUnread).length

  const read = (m: MemberMessage) => {
    if (!isUnread(m)) return
    setReadIds((prev) => new Set(prev).add(m.id))
    markMessageRead(m.id).catch(() =>
      setReadIds((prev) => {
        const next = new Set(prev)
        next.delete(m.id)
        return next
      })
    )
  }
  const readAll = async () => {
    try {
      await markAllMessagesRead()
      setAllRead(true)
    } catch {
      // The request layer has said why.
    }
  }

  if (list.status === 'loading') return <Skeleton rows={6} />
  if (list.status === 'error') return <ErrorState message={list.error} onRetry={list.refresh} />
  if (list.items.length === 0) return <EmptyState text='暂无消息' />
  return (
    <View className='messages'>
      <View className='messages__bar'>
        <Text className='messages__count'>{unread > 0 ? `${unread}条未读` : '全部已读'}</Text>
        {unread > 0 && (
          <Text className='messages__read-all' onClick={readAll}>
            全部已读
          </Text>
        )}
      </View>
      {list.items.map((m) => (
        <View key={m.id} className={`message ${isUnread(m) ? 'message--unread' : ''}`} onClick={() => read(m)}>
          {isUnread(m) && <View className='message__dot' aria-label='未读' />}
          <Text className='message__text'>{m.data?.message ?? ''}</Text>
          <Text className='message__time'>{relativeTime(m.created_at)}</Text>
        </View>
      ))}
      <ListFooter loadingMore={list.loadingMore} moreError={list.moreError} hasMore={list.hasMore} onRetry={list.loadMore} />
    </View>
  )
}
