import { View, Text } from '@tarojs/components'
import Button from '../../../components/Button'
import { failureMessage, signIn as postSignIn } from '../api'
import type { LiveRoom } from '../useLiveRoom'
import { useCountdown } from '../../../hooks/useCountdown'
import { ApiError } from '../../../core/request'
import { toast } from '../../../core/toast'
import { useAction } from '../../../hooks/useAction'

/** The teacher's sign-in: counts down to its deadline; one tap signs in. */
export function RoomSignIn({ room, courseId, videoId }: { room: LiveRoom; courseId: number; videoId: number }) {
  const s = room.signIn!
  const left = useCountdown(s.count_down, s, room.closeSignIn)
  const submit = useAction(() => postSignIn(courseId, videoId, s.id), {
    onSuccess: () => {
      toast('签到成功')
      room.closeSignIn()
    },
    onError: (e) => {
      toast(failureMessage(e))
      if (e instanceof ApiError && e.kind === 'business') room.closeSignIn()
    }
  })
  if (left <= 0) return null
  return (
    <View className='room__sign' role='dialog' aria-label='签到'>
      <View className='room__sign-box'>
        <Text className='room__sign-title'>讲师发起了签到</Text>
        <Text className='room__sign-left'>{`剩余 ${left} 秒`}</Text>
        <Button kind='primary' className='room__sign-btn' loading={submit.pending} disabled={submit.pending} onClick={submit.run}>
          点击签到
        </Button>
      </View>
    </View>
  )
}
