import { View } from '@tarojs/components'
import ChipBar from '../../../components/ChipBar'
import './list.scss'

/** Two rows of category chips: the categories, then the chosen one's sub-categories. */
export default function CategoryBars({ l }: { l: { cid1: number; cid2: number; pick1: (id: number) => void; pick2: (id: number) => void; top: (readonly [number, string])[]; children: (readonly [number, string])[] } }) {
  if (!l.top.length) return null
  return (
    <View className='exam-list__filters'>
      <ChipBar label='分类' items={[[0, '全部'], ...l.top]} value={l.cid1} onChange={l.pick1} />
      {l.children.length > 0 && <ChipBar label='子分类' items={[[0, '全部'], ...l.children]} value={l.cid2} onChange={l.pick2} />}
    </View>
  )
}
