import { View, Text } from '@tarojs/components'
import Picture from '../../../components/Picture'
import { relativeTime } from '../../../utils/time'
import './author.scss'

/** Who wrote a question, answer or comment, and when ("未知用户" for a deleted account). */
export default function Author({ user, at, extra }: { user: { avatar: string; nick_name: string } | null; at: string; extra?: string }) {
  const name = user?.nick_name || '未知用户'
  return (
    <View className='qa-author'>
      {user?.avatar ? (
        <Picture className='qa-author__avatar' src={user.avatar} alt={`${name}的头像`} />
      ) : (
        <View className='qa-author__avatar qa-author__avatar--blank' aria-hidden>
          {name.slice(0, 1)}
        </View>
      )}
      <Text className='qa-author__name'>{name}</Text>
      <Text className='qa-author__time'>{extra ? `${relativeTime(at)} · ${extra}` : relativeTime(at)}</Text>
    </View>
  )
}
