import { useState } from 'react'
import { View, Text, ScrollView } from '@tarojs/components'
import { TextField } from '../../../components/Field'
import Button from '../../../components/Button'
import { failureMessage, sendChat } from '../api'
import { CHAT_MAX_LENGTH } from '../chat'
import type { LiveRoom } from '../useLiveRoom'
import { toast } from '../../../core/toast'
import { useAction } from '../../../hooks/useAction'

/** The chat: history (older pages on demand), pushed messages, the teacher's marked; the send box. */
export function RoomChat({ room, courseId, videoId, position, open }: { room: LiveRoom; courseId: number; videoId: number; position: () => number; open: boolean }) {
  const [text, setText] = useState('')
  const last = room.lines[room.lines.length - 1]
  const muted = room.userBan ? '您已被禁言' : room.roomBan ? '全员已禁言' : ''
  const send = useAction(
    async (content: string) => {
      await sendChat(courseId, videoId, content, position())
      setText('')
      // The socket brings it back; when the socket is down, the history does.
      if (room.chat !== 'open') await room.catchUp()
    },
    { onError: (e) => toast(failureMessage(e)) }
  )
  const submit = () => {
    const content = text.trim()
    if (!content) return void toast('请输入消息内容')
    if ([...content].length > CHAT_MAX_LENGTH) return void toast(`消息不能超过${CHAT_MAX_LENGTH}个字`)
    void send.run(content)
  }
  return (
    <View className='room__chat'>
      <ScrollView className='room__lines' scrollY scrollIntoView={last ? `line-${last.kind === 'message' ? last.chat_id : last.key}` : undefined}>
        {room.hasOlder && (
          <Text className='room__older' onClick={() => room.loadOlder().catch((e) => toast(failureMessage(e)))}>
            查看更早的消息
          </Text>
        )}
        {room.lines.length === 0 && <Text className='room__hint'>还没有人发言，和老师打个招呼吧</Text>}
        {room.lines.map((l) =>
          l.kind === 'note' ? (
            <Text key={l.key} id={`line-${l.key}`} className='room__note'>
              {l.text}
            </Text>
          ) : (
            <View key={l.chat_id} id={`line-${l.chat_id}`} className={`room__msg ${l.role !== 'user' ? 'room__msg--teacher' : ''}`}>
              {l.role !== 'user' && <Text className='room__badge'>{l.role === 'teacher' ? '老师' : '助教'}</Text>}
              <Text className='room__nick'>{`${l.nick_name}：`}</Text>
              <Text className='room__text'>{l.content}</Text>
            </View>
          )
        )}
      </ScrollView>
      {open ? (
        <View className='room__send'>
          <TextField
            className='room__input'
            value={text}
            maxlength={CHAT_MAX_LENGTH}
            disabled={!!muted}
            placeholder={muted || '说点什么…'}
            aria-label='聊天内容'
            confirmType='send'
            onInput={(e) => setText(e.detail.value)}
            onConfirm={submit}
          />
          <Button kind='primary' className='room__send-btn' disabled={!!muted || send.pending || !text.trim()} onClick={submit}>
            发送
          </Button>
        </View>
      ) : (
        <Text className='room__closed'>直播已结束，聊天已关闭</Text>
      )}
    </View>
  )
}
