import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { fetchMessages, markAllMessagesRead, markMessageRead, type MemberMessage } from '../../features/member/messages'
import { usePagedList } from '../../hooks/usePagedList'
import { definePage, PagedListView } from '../../components/PageShell'
import { routes } from '../../routes'
import { relativeTime } from '../../utils/time'
import './messages.scss'

/** My messages: newest first, unread marked; tapping one marks it read, or all at once. */
function MessagesPage() {
  const list = usePagedList(fetchMessages)
  // Read state changed here, kept over the server's until the next refresh.
  const [readIds, setReadIds] = useState<Set<string>>(new Set())
  const [allRead, setAllRead] = useState(false)

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

  return (
    <View className='messages'>
      {list.items.length > 0 && (
      <View className='messages__bar'>
        <Text className='messages__count'>{unread > 0 ? `${unread}条未读` : '全部已读'}</Text>
        {unread > 0 && (
          <Text className='messages__read-all' onClick={readAll}>
            全部已读
          </Text>
        )}
      </View>
      )}
      <PagedListView list={list} empty='暂无消息'>
        {(m) => (
          <View key={m.id} className={`message ${isUnread(m) ? 'message--unread' : ''}`} onClick={() => read(m)}>
            {isUnread(m) && <View className='message__dot' aria-label='未读' />}
            <Text className='message__text'>{m.data?.message ?? ''}</Text>
            <Text className='message__time'>{relativeTime(m.created_at)}</Text>
          </View>
        )}
      </PagedListView>
    </View>
  )
}

export default definePage(routes.messages, MessagesPage)
