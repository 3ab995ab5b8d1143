import { useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Button from '../../components/Button'
import Sheet from '../../components/Sheet'
import { FieldGroup } from '../../components/Field'
import { CourseSummary } from '../../features/course/components/CourseSummary'
import { BookSummary } from '../../features/book/components/BookSummary'
import { fetchFlashSale, joinFlashSale } from '../../features/promo/api'
import { useImageCaptcha } from '../../features/auth/useImageCaptcha'
import { CaptchaField } from '../../features/auth/components/CaptchaField'
import { itemLink } from '../../features/promo/links'
import Countdown from '../../components/Countdown'
import SaleState from '../../features/promo/components/SaleState'
import { useAsync } from '../../hooks/useAsync'
import { useResume } from '../../hooks/useCountdown'
import { ShareAs, definePage, AsyncView, type PageProps } from '../../components/PageShell'
import Picture from '../../components/Picture'
import { go } from '../../core/navigation'
import { openCashier } from '../../core/pageNavigation'
import { ApiError } from '../../core/request'
import { routes } from '../../routes'
import { toast } from '../../core/toast'
import '../../features/promo/components/promo.scss'
import './show.scss'


/**
 * A flash sale: what it sells (the course's intro and lessons, the e-book's intro, a way to its page), the
 * countdown to its start, then 立即抢购, which asks for the image captcha the server's join needs, in a sheet;
 * then paying within the time limit (the cashier shows what is left) or losing the place. Every state comes
 * from the server: the page asks again when a countdown ends and when it comes back to the front.
 */
function FlashSalePage({ query: { id } }: PageProps<typeof routes.flashSale>) {
  const detail = useAsync(() => fetchFlashSale(id), [id])
  useResume(detail.reload)
  const [answer, setAnswer] = useState('')
  const [joining, setJoining] = useState(false)
  const [asking, setAsking] = useState(false)
  const lock = useRef(false)

  const sale = detail.data?.data
  const canJoin = !!sale && sale.is_start && !sale.is_end && !sale.is_over && !detail.data?.order
  // The captcha is fetched when the learner asks to join (a captcha lives 5 minutes and is used once).
  const { captcha, captchaFailed, refreshCaptcha: nextCaptcha } = useImageCaptcha(canJoin && asking)
  const refreshCaptcha = () => {
    setAnswer('')
    void nextCaptcha()
  }

  const pay = () => openCashier({ goods_type: 'ms', goods_id: id })
  const join = async () => {
    if (lock.current || !captcha) return
    if (!answer.trim()) return void toast('请输入图形验证码')
    lock.current = true
    setJoining(true)
    try {
      await joinFlashSale(id, captcha, answer.trim())
      setAsking(false)
      toast('抢购成功，请尽快支付')
      await detail.reload()
      pay()
    } catch (e) {
      // The request layer has shown why (sold out, already joined, too late, wrong captcha).
      if (!(e instanceof ApiError)) throw e
      await Promise.all([refreshCaptcha(), detail.reload()])
    } finally {
      lock.current = false
      setJoining(false)
    }
  }

  return (
    <AsyncView state={detail}>
      {({ data: s, order: place }) => {
        if (!s) return <View className='ms'>秒杀不存在</View>
        return (
          <View className='ms'>
            <Picture className='ms__cover' src={s.goods_thumb} mode='aspectFill' alt={s.goods_title} />
            <ShareAs title={`限时秒杀：${s.goods_title}`} imageUrl={s.goods_thumb} />
            <View className='ms__panel'>
              <View className='promo-card__prices'>
                <Text className='promo-price'>{`秒杀价 ¥${s.charge}`}</Text>
                <Text className='promo-price__was'>{`原价 ¥${s.original_charge}`}</Text>
              </View>
              <Text className='ms__title'>{s.goods_title}</Text>
              <SaleState sale={s} onChange={detail.reload} />
              <Text className='ms__rule'>{`限量${s.num}份，每人限抢1份；抢到后请在${s.expired_minutes}分钟内完成支付，超时名额将释放给其他琴友。`}</Text>
            </View>

            {place?.status === 0 && (
              <View className='ms__box'>
                <Text className='ms__box-title'>已获得秒杀资格，请尽快支付</Text>
                <Countdown label='剩余支付时间 ' seconds={place.count_down} source={place} onEnd={detail.reload} />
              </View>
            )}
            {place?.status === 1 && (
              <View className='ms__box'>
                <Text className='ms__box-title'>已抢购成功，内容已开通</Text>
              </View>
            )}
            {s.goods_type === 'course' && <CourseSummary id={s.goods_id} />}
            {s.goods_type === 'book' && <BookSummary id={s.goods_id} />}

            <Sheet
              open={canJoin && asking}
              title='输入图形验证码后抢购'
              onClose={() => setAsking(false)}
              actions={
                <Button kind='primary' size='lg' className='ms__confirm' loading={joining} onClick={join}>
                  确认抢购
                </Button>
              }
            >
              <FieldGroup plain>
                <CaptchaField captcha={captcha} failed={captchaFailed} value={answer} onChange={setAnswer} onRefresh={refreshCaptcha} />
              </FieldGroup>
            </Sheet>

            <View className='ms__bar'>
              {place?.status === 0 ? (
                <Button kind='primary' className='ms__cta' onClick={pay}>
                  {`去支付 ¥${s.charge}`}
                </Button>
              ) : place?.status === 1 ? (
                <Button kind='primary' className='ms__cta' onClick={() => go(itemLink(s.goods_type, s.goods_id))}>
                  去学习
                </Button>
              ) : (
                <Button kind='primary' className='ms__cta' disabled={!canJoin} onClick={() => setAsking(true)}>
                  {s.is_end ? '秒杀已结束' : s.is_over ? '已售罄' : !s.is_start ? '即将开抢' : '立即抢购'}
                </Button>
              )}
            </View>
          </View>
        )
      }}
    </AsyncView>
  )
}

export default definePage(routes.flashSale, FlashSalePage)
