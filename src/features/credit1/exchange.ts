import type { ExchangeBody, MallGoods } from '~types/contract/credit1Mall'
import { exchangeGoods } from './api'
import { confirm } from '../../components/Dialog'

/**
 * Asks the learner to confirm, then exchanges: true when the points were spent. The server spends them
 * once even if this runs twice; refusals (not enough points, a bad address) are shown by the request layer.
 * The caller reloads the member detail (the new balance).
 */
export async function confirmAndExchange(goods: Pick<MallGoods, 'id' | 'title' | 'charge'>, body: ExchangeBody): Promise<boolean> {
  if (!(await confirm({ title: '确认兑换', content: `使用 ${goods.charge} 积分兑换《${goods.title}》？`, confirmText: '确认兑换' }))) return false
  try {
    await exchangeGoods(goods.id, body)
    return true
  } catch {
    return false
  }
}
