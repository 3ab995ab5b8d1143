import { View, Text } from '@tarojs/components'
import Button from '../../../components/Button'
import { go } from '../../../core/navigation'
import { fetchShareUser, money } from '../../../features/share/api'
import { useAsync } from '../../../hooks/useAsync'
import { AsyncView, definePage } from '../../../components/PageShell'
import { routes } from '../../../routes'
import './share.scss'

/** 推广余额: what I can withdraw, what is frozen by withdrawals in progress, whom I invited; withdraw (not at 0). */
function ShareBalancePage() {
  const state = useAsync(fetchShareUser)
  return (
    <View className='share'>
      <AsyncView state={state}>
        {(u) => {
          const empty = u.invite_balance <= 0
          return (
            <View>
              <View className='share__hero'>
                <Text className='share__hero-label'>可提现余额（元）</Text>
                <Text className='share__hero-amount'>{money(u.invite_balance)}</Text>
                <View className='share__stats'>
                  <Text>{`提现中 ¥${money(u.frozen_balance)}`}</Text>
                  <Text>{`累计奖励 ¥${money(u.total_reward)}`}</Text>
                  <Text>{`邀请人数 ${u.invite_count}`}</Text>
                </View>
              </View>
              <View className='share__card'>
                <Button kind='primary' size='lg' block className='share__button' disabled={empty} onClick={() => go(routes.shareWithdraw)}>
                  申请提现
                </Button>
                {empty && <Text className='share__reason'>余额为0时不可提现</Text>}
              </View>
              <View className='share__links'>
                <Text className='share__link' onClick={() => go(routes.shareRecords)}>资金明细</Text>
                <Text className='share__link' onClick={() => go(routes.shareHome)}>去推广</Text>
                <Text className='share__link' onClick={() => go(routes.shareRules)}>推广规则</Text>
              </View>
            </View>
          )
        }}
      </AsyncView>
    </View>
  )
}

export default definePage(routes.shareBalance, ShareBalancePage)
