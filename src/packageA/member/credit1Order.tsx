import { View, Text } from '@tarojs/components'
import Button from '../../components/Button'
import Taro from '@tarojs/taro'
import type { MallOrder } from '~types/contract/credit1Mall'
import { fetchMallOrders, grantedLink, openText } from '../../features/credit1/api'
import { usePagedList } from '../../hooks/usePagedList'
import { PagedListView, definePage } from '../../components/PageShell'
import { EmptyState } from '../../components/PageStatus'
import Picture from '../../components/Picture'
import { go } from '../../core/navigation'
import { routes } from '../../routes'
import { relativeTime } from '../../utils/time'
import '../../features/credit1/components/credit1.scss'
import { WalletPage } from '../../components/Wallet'

/** Where an exchange stands (ADDONS 11: 发货中; the carrier and 运单号 for shipped goods; 已发放 for virtual goods). */
export function orderState(o: Pick<MallOrder, 'goods_is_v' | 'is_send' | 'express_number' | 'express_company'>): string {
  if (o.goods_is_v) return o.is_send ? '已发放' : '发放中'
  // A server before the console's shipping sends no carrier.
  return o.is_send ? `已发货 · ${o.express_company ? `${o.express_company} ` : ''}运单号 ${o.express_number}` : '待发货'
}

/** 兑换记录: each exchange with its points, where it stands, the address it ships to, and what to do next. */
function Credit1OrderPage() {
  const list = usePagedList(fetchMallOrders)
  return (
    <WalletPage>
      <PagedListView
        list={list}
        empty={
          <EmptyState text='还没有兑换记录'>
            <Button kind='primary' size='sm' onClick={() => go(routes.credit1)}>
              去积分商城看看
            </Button>
          </EmptyState>
        }
      >
        {(o) => (
          <View key={o.id} className='mall-line'>
            <Picture className='mall-line__thumb' src={o.goods_thumb} mode='aspectFill' lazyLoad alt={o.goods_title} />
            <View className='mall-line__body'>
              <Text className='mall-line__title'>{o.goods_title}</Text>
              <Text className='mall-line__meta'>{`${o.total_charge}积分 · ${relativeTime(o.created_at)}兑换`}</Text>
              <Text className='mall-line__state'>{orderState(o)}</Text>
              {o.receiver && <Text className='mall-line__meta'>{`收货：${o.receiver}`}</Text>}
              <View className='mall-line__actions'>
                {o.goods_is_v === 1 && o.goods_v_id > 0 && (
                  <Button size='sm' onClick={() => go(grantedLink(o.goods_v_type, o.goods_v_id))}>
                    {openText(o.goods_v_type)}
                  </Button>
                )}
                {!o.goods_is_v && o.is_send === 1 && o.express_number && (
                  <Button size='sm' onClick={() => Taro.setClipboardData({ data: o.express_number })}>
                    复制运单号
                  </Button>
                )}
              </View>
            </View>
          </View>
        )}
      </PagedListView>
    </WalletPage>
  )
}

export default definePage(routes.credit1Order, Credit1OrderPage)
