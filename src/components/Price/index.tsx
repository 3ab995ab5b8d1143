import { Text } from '@tarojs/components'
import { ownedWord } from '../../core/shelf'
import { sellsVirtualGoods } from '../../host/device'
import './index.scss'

/**
 * A course price as learners read it: 已购买, 免费, or ¥N (MeEdu charges are whole yuan). Where virtual
 * goods may not be sold (core/shelf) a price is not shown at all, and owned reads 已拥有.
 */
export default function Price({ charge, isFree, bought }: { charge: number; isFree?: boolean; bought?: boolean }) {
  if (bought) return <Text className='price price--bought'>{ownedWord()}</Text>
  if (isFree || charge <= 0) return <Text className='price price--free'>免费</Text>
  if (!sellsVirtualGoods()) return null
  return (
    <Text className='price'>
      <Text className='price__symbol'>¥</Text>
      {charge}
    </Text>
  )
}
