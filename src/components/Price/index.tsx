import { Text } from '@tarojs/components'
import './index.scss'

/** A course price as learners read it: 已购买, 免费, or ¥N (MeEdu charges are whole yuan). */
export default function Price({ charge, isFree, bought }: { charge: number; isFree?: boolean; bought?: boolean }) {
  if (bought) return <Text className='price price--bought'>已购买</Text>
  if (isFree || charge <= 0) return <Text className='price price--free'>免费</Text>
  return (
    <Text className='price'>
      <Text className='price__symbol'>¥</Text>
      {charge}
    </Text>
  )
}
