import { View, Text } from '@tarojs/components'
import Button from '../../components/Button'
import { definePage } from '../../components/PageShell'
import { go } from '../../core/navigation'
import { routes } from '../../routes'
import { sellsVirtualGoods } from '../../host/device'
import '../../features/credit1/components/credit1.scss'
import { WalletNote, WalletPage } from '../../components/Wallet'

const BUYING = { title: '购买陪练套餐', text: '在「陪练时长」页选择套餐，通过收银台支付，时长在支付成功后立即到账。' }
const STEPS = [
  { title: '预约老师', text: '联系班主任或在「我的消息」里回复，约定上课时间和任课老师；每节课 30 分钟起约。' },
  { title: '线上一对一上课', text: '按约定时间进入视频课堂，老师听你演奏、纠正指法与节奏，并布置下周的练习。' },
  { title: '课后扣除时长', text: '每节课结束后按实际上课分钟数扣除，可在「时长明细」查看每一笔增减。' }
]

/**
 * 如何使用陪练时长: what the minutes are for, how to book a teacher and how minutes are used. Where virtual
 * goods may not be sold (core/shelf) the buying step and button are left out.
 */
function TutorTimeMethodsPage() {
  const sells = sellsVirtualGoods()
  return (
    <WalletPage>
      {(sells ? [BUYING, ...STEPS] : STEPS).map((s, i) => (
        <View key={s.title} className='howto'>
          <Text className='howto__badge'>{`第${i + 1}步`}</Text>
          <View className='howto__body'>
            <Text className='howto__title'>{s.title}</Text>
            <Text className='howto__text'>{s.text}</Text>
          </View>
        </View>
      ))}
      <WalletNote>{`陪练时长长期有效；${sells ? '已购买的时长不支持退款或转让' : '时长不支持转让'}。临时有事请至少提前 24 小时改约，未提前告知的缺课按约定时长扣除。`}</WalletNote>
      {sells && (
        <View className='howto'>
          <Button kind='primary' onClick={() => go(routes.tutorTime)}>
            去购买陪练套餐
          </Button>
        </View>
      )}
    </WalletPage>
  )
}

export default definePage(routes.tutorTimeMethods, TutorTimeMethodsPage)
