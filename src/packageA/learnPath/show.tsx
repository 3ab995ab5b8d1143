import { Text } from '@tarojs/components'
import Button from '../../components/Button'
import type { StepItem } from '~types/contract/paths'
import { fetchPath } from '../../features/learnPath/api'
import { goodsTypeOf, pathProgress } from '../../features/learnPath/items'
import { PathSteps } from '../../features/learnPath/components/PathSteps'
import { PathProgress } from '../../features/learnPath/components/PathProgress'
import { useAsync } from '../../hooks/useAsync'
import { useSession } from '../../core/session'
import { go } from '../../core/navigation'
import { openCashier } from '../../core/pageNavigation'
import { ownedWord } from '../../core/shelf'
import { shareGoods } from '../../core/shareLink'
import { sellsVirtualGoods } from '../../host/device'
import ShelfNote from '../../components/ShelfNote'
import { definePage, AsyncView, type PageProps } from '../../components/PageShell'
import { GoodsDetail, GoodsDetailSkeleton } from '../../components/GoodsDetail'
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
  const { token, user } = useSession()
  return (
    <AsyncView state={detail} skeleton={<GoodsDetailSkeleton block='path' rows={5} />}>
      {(d) => {
        const p = d.data
        const progress = pathProgress(d.steps)
        const owned = d.is_buy || p.charge <= 0
        return (
          <GoodsDetail
            block='path'
            cover={{ src: p.thumb, alt: p.name }}
            title={p.name}
            desc={p.desc}
            meta={
              <>
                <Price charge={p.charge} bought={d.is_buy} />
                {!d.is_buy && p.charge > 0 && p.original_charge > p.charge && sellsVirtualGoods() && <Text className='path__original'>{`原价:¥${p.original_charge}`}</Text>}
                <Text className='path__count'>{`${d.steps.length}个阶段 · 共${p.courses_count}课程`}</Text>
                <Text className='path__share' onClick={() => shareGoods('learnPath', p.id, user?.id)}>
                  分享
                </Text>
              </>
            }
            headExtra={token && <PathProgress learned={progress.learned} total={progress.total} />}
            bar={
              owned ? (
                <>
                  <Text className='path__state'>{d.is_buy ? ownedWord() : '本路径免费'}</Text>
                  <Button kind='primary' className='path__cta' disabled={!progress.next} onClick={() => progress.next && open(progress.next)}>
                    {progress.learned > 0 ? '继续学习' : '开始学习'}
                  </Button>
                </>
              ) : sellsVirtualGoods() ? (
                <Button kind='primary' className='path__cta' onClick={() => openCashier({ goods_type: 'learnPath', goods_id: p.id })}>
                  {`购买套餐¥${p.charge}（共${p.courses_count}课程）`}
                </Button>
              ) : (
                <ShelfNote what='本路径' />
              )
            }
          >
            <PathSteps steps={d.steps} onOpen={open} />
          </GoodsDetail>
        )
      }}
    </AsyncView>
  )
}

export default definePage(routes.learnPathShow, LearnPathShowPage)
