import { View, Text, Button } from '@tarojs/components'
import type { PathDetail, StepItem } from '../../../types/contract/paths'
import { fetchPath } from '../../features/learnPath/api'
import { goodsTypeOf, pathProgress } from '../../features/learnPath/items'
import { useAsync } from '../../hooks/useAsync'
import { useSession } from '../../core/session'
import { go } from '../../core/navigation'
import { buyOrLogin } from '../../core/pageNavigation'
import { ownedWord } from '../../core/shelf'
import { sellsVirtualGoods } from '../../platform/device'
import ShelfNote from '../../components/ShelfNote'
import { shareGoods } from '../../core/shareLink'
import { ShareAs, definePage, AsyncView, type PageProps } from '../../components/PageShell'
import { Skeleton } from '../../components/PageStatus'
import Picture from '../../components/Picture'
import Price from '../../components/Price'
import { routes } from '../../routes'
import { goodsLink } from '../../utils/goods'
import './show.scss'

const open = (item: StepItem) => go(goodsLink(goodsTypeOf(item), item.other_id))

/**
 * A learning path: what it is, the steps in order with the courses, books, live courses and exams each
 * holds (each opens its own page, started ones marked), the learner's progress, and the one action that
 * fits: buy the whole path (it grants everything in it), or carry on where the learner is.
 */
function LearnPathShowPage({ query: { id } }: PageProps<typeof routes.learnPathShow>) {
  const detail = useAsync(() => fetchPath(id), [id])
  return (
    <AsyncView
      state={detail}
      skeleton={
        <View className='path'>
          <View className='path__cover path__cover--loading' />
          <Skeleton rows={5} />
        </View>
      }
    >
      {(d) => <PathBody d={d} />}
    </AsyncView>
  )
}

function PathBody({ d }: { d: PathDetail }) {
  const p = d.data
  const { token, user } = useSession()
  const progress = pathProgress(d.steps)
  const owned = d.is_buy || p.charge <= 0
  const percent = progress.total ? Math.round((progress.learned / progress.total) * 100) : 0
  const buy = () => buyOrLogin({ goods_type: 'learnPath', goods_id: p.id })
  return (
    <View className='path'>
      <Picture className='path__cover' src={p.thumb} mode='aspectFill' alt={p.name} />
      <ShareAs title={p.name} imageUrl={p.thumb} />
      <View className='path__head'>
        <Text className='path__name'>{p.name}</Text>
        <Text className='path__desc'>{p.desc}</Text>
        <View className='path__meta'>
          <Price charge={p.charge} bought={d.is_buy} />
          {!d.is_buy && p.charge > 0 && p.original_charge > p.charge && sellsVirtualGoods() && <Text className='path__original'>{`原价:¥${p.original_charge}`}</Text>}
          <Text className='path__count'>{`${d.steps.length}个阶段 · 共${p.courses_count}课程`}</Text>
          <Text className='path__share' onClick={() => shareGoods('learnPath', p.id, user?.id)}>
            分享
          </Text>
        </View>
        {token && (
          <View className='path__progress' aria-label={`已学${progress.learned}/${progress.total}`}>
            <View className='path__progress-track'>
              <View className='path__progress-bar' style={{ width: `${percent}%` }} />
            </View>
            <Text className='path__progress-text'>{`已学 ${progress.learned}/${progress.total}`}</Text>
          </View>
        )}
      </View>

      <View className='path__steps'>
        {d.steps.map((s, i) => (
          <View key={s.id} className='step'>
            <View className='step__index' aria-hidden>
              {i + 1}
            </View>
            <View className='step__body'>
              <Text className='step__name'>{s.name}</Text>
              {s.desc && <Text className='step__desc'>{s.desc}</Text>}
              {s.courses.map((item) => (
                <View key={`${item.type}-${item.other_id}`} className='step__item' onClick={() => open(item)}>
                  <Picture className='step__thumb' src={item.thumb} mode='aspectFill' lazyLoad alt={item.name} />
                  <View className='step__info'>
                    <Text className='step__type'>{item.type_text}</Text>
                    <Text className='step__title'>{item.name}</Text>
                  </View>
                  {item.learned === 1 && <Text className='step__learned'>已学</Text>}
                </View>
              ))}
            </View>
          </View>
        ))}
      </View>

      <View className='path__bar'>
        {owned ? (
          <>
            <Text className='path__state'>{d.is_buy ? ownedWord() : '本路径免费'}</Text>
            <Button className='btn-primary path__cta' disabled={!progress.next} onClick={() => progress.next && open(progress.next)}>
              {progress.learned > 0 ? '继续学习' : '开始学习'}
            </Button>
          </>
        ) : sellsVirtualGoods() ? (
          <Button className='btn-primary path__cta' onClick={buy}>
            {`购买套餐¥${p.charge}（共${p.courses_count}课程）`}
          </Button>
        ) : (
          <ShelfNote what='本路径' />
        )}
      </View>
    </View>
  )
}

export default definePage(routes.learnPathShow, LearnPathShowPage)
