import type { CashierGoods } from '../../../core/cashier'
import { go } from '../../../core/navigation'
import ResultView from '../../../components/ResultView'
import { routes } from '../../../routes'
import { postPaymentDestination } from '../../../utils/postPayment'

/** The cashier for goods the learner already owns: nothing to pay, 去学习 where paying would have landed. */
export function OwnedGoods({ goods: g }: { goods: CashierGoods }) {
  return (
    <ResultView
      tone='success'
      title='你已拥有该内容'
      description={g.title}
      actions={[{ text: '去学习', primary: true, onClick: () => go(postPaymentDestination(g.type, g.id)?.url ?? routes.learning.url) }]}
    />
  )
}
