import { sellsVirtualGoods } from '../../host/device'
import { View, Text } from '@tarojs/components'
import Button from '../../components/Button'
import { useSiteConfig } from '../../core/siteConfig'
import { definePage } from '../../components/PageShell'
import { go } from '../../core/navigation'
import { routes, linkTo } from '../../routes'
import '../../features/credit1/components/credit1.scss'
import { WalletNote, WalletPage } from '../../components/Wallet'

interface Way {
  badge: string
  title: string
  text: string
  action?: { text: string; url: string }
}

/** 赚积分: the ways to earn points this studio has switched on, with the amounts from the site config. */
function Credit1MethodsPage() {
  const config = useSiteConfig((s) => s.config)
  const flags = useSiteConfig((s) => s.flags)
  const reward = config?.credit1_reward
  const ways: Way[] = []
  if (flags.daySignIn) {
    ways.push({ badge: '每日签到', title: '每天签到领积分', text: '连续签到奖励递增，第7天额外多得，断签后从第1天重新开始。', action: { text: '去签到', url: routes.signCenter.url } })
  }
  // Not where virtual goods may not be sold (core/shelf): it invites paying for them.
  if (reward && reward.paid_order > 0 && sellsVirtualGoods()) {
    ways.push({ badge: `+${reward.paid_order}`, title: '购买课程', text: '每支付一笔订单（课程、电子书、会员等）都会奖励积分。', action: { text: '去选课', url: routes.courses.url } })
  }
  if (reward && (reward.watched_vod_course > 0 || reward.watched_video > 0)) {
    const parts = [reward.watched_video > 0 && `学完一节视频 +${reward.watched_video}`, reward.watched_vod_course > 0 && `学完一门录播课 +${reward.watched_vod_course}`].filter(Boolean)
    ways.push({ badge: '学习', title: '认真学习', text: `${parts.join('，')}积分。`, action: { text: '去学习', url: routes.learning.url } })
  }
  if (flags.wenda) {
    ways.push({ badge: '问答', title: '回答琴友的问题', text: '回答被提问者采纳，即可获得问题的悬赏积分。', action: { text: '去回答', url: linkTo(routes.questions, { scene: 'unsolved' }) } })
  }
  if (reward && reward.register > 0) {
    ways.push({ badge: `+${reward.register}`, title: '注册奖励', text: '新学员注册即送积分，已自动发放到你的账户。' })
  }
  return (
    <WalletPage>
      {ways.map((w) => (
        <View key={w.title} className='howto'>
          <Text className='howto__badge'>{w.badge}</Text>
          <View className='howto__body'>
            <Text className='howto__title'>{w.title}</Text>
            <Text className='howto__text'>{w.text}</Text>
            {w.action && (
              <Button size='sm' onClick={() => go(w.action!.url)}>
                {w.action.text}
              </Button>
            )}
          </View>
        </View>
      ))}
      <WalletNote>积分可在积分商城兑换节拍器、五线谱本、课程、电子书和会员；积分不能提现或转让。</WalletNote>
    </WalletPage>
  )
}

export default definePage(routes.credit1Methods, Credit1MethodsPage)
