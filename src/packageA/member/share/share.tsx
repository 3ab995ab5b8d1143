import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Button from '../../../components/Button'
import { COPY, DOWNLOAD } from '../../../components/Icon/paths'
import Taro from '@tarojs/taro'
import { useSession } from '../../../core/session'
import { useSiteConfig, siteName } from '../../../core/siteConfig'
import { runtimeConfig } from '../../../core/runtimeConfig'
import { go } from '../../../core/navigation'
import { shareGoods } from '../../../core/shareLink'
import { drawPoster, PosterCanvas } from '../../../platform/poster'
import { saveLocalImage } from '../../../platform/saveImage'
import { fetchShareGoods, linkTypeOf, money } from '../../../features/share/api'
import { POSTER_SIZE, posterOps } from '../../../features/share/poster'
import { usePagedList } from '../../../hooks/usePagedList'
import { ShareAs, PagedListView, definePage } from '../../../components/PageShell'
import Picture from '../../../components/Picture'
import { routes } from '../../../routes'
import { REFERRAL_PARAM } from '../../../utils/constants'
import { toast } from '../../../core/toast'
import { useAction } from '../../../hooks/useAction'
import './share.scss'

const CANVAS_ID = 'invite-poster'

/** My invite link (ADDONS 10: the site with my `msv`; here its home page), as copied and in the QR code. */
const inviteLink = (userId: number) => `${runtimeConfig().siteUrl}/#${routes.home.url}?${REFERRAL_PARAM}=${userId}`

/**
 * 推广中心: my invite link and poster (drawn on a canvas, saved to the album or downloaded), the goods I can
 * promote with what each earns, and the ways to my balance, records and the rules.
 */
function ShareHomePage() {
  const user = useSession((s) => s.user)
  const config = useSiteConfig((s) => s.config)
  const goods = usePagedList(fetchShareGoods)
  const [poster, setPoster] = useState<{ status: 'drawing' | 'done' | 'error'; image: string }>({ status: 'drawing', image: '' })

  const link = user ? inviteLink(user.id) : ''
  const name = siteName(config, runtimeConfig().appName)
  const cover = goods.items[0]?.goods_thumb ?? ''
  const goodsReady = goods.status !== 'loading'

  const avatar = user?.avatar ?? ''
  const nick = user?.nick_name ?? ''
  useEffect(() => {
    if (!link || !goodsReady) return
    let live = true
    setPoster({ status: 'drawing', image: '' })
    const ops = posterOps({ cover, avatar, name: nick, siteName: name, headline: '和我一起，从零开始弹好钢琴', link })
    drawPoster(CANVAS_ID, ops, POSTER_SIZE)
      .then((image) => live && setPoster({ status: 'done', image }))
      .catch(() => live && setPoster({ status: 'error', image: '' }))
    return () => {
      live = false
    }
  }, [avatar, nick, goodsReady, cover, name, link])

  const copy = () => Taro.setClipboardData({ data: link }).then(() => toast('邀请链接已复制，快分享给琴友吧'))
  const save = useAction(async () => {
    if (poster.status !== 'done') return
    if (await saveLocalImage(poster.image, '琴艺课堂邀请海报.png', '海报')) toast('海报已保存', 'success')
  })

  return (
    <View className='share'>
      <PosterCanvas canvasId={CANVAS_ID} width={POSTER_SIZE.width} height={POSTER_SIZE.height} />
      <ShareAs title={`${nick || '琴友'}邀请你一起学钢琴`} imageUrl={cover || undefined} path={routes.home.url} />
      <View className='share__links' role='navigation' aria-label='推广'>
        <Text className='share__link' onClick={() => go(routes.shareBalance)}>推广余额</Text>
        <Text className='share__link' onClick={() => go(routes.shareRecords)}>推广明细</Text>
        <Text className='share__link' onClick={() => go(routes.shareRules)}>推广规则</Text>
      </View>

      <View className='share__card'>
        <Text className='share__heading'>我的邀请链接</Text>
        <Text className='share__invite' selectable>{link}</Text>
        <Button kind='secondary' block icon={COPY} className='share__button' onClick={copy} disabled={!link}>
          复制邀请链接
        </Button>
      </View>

      <View className='share__card'>
        <Text className='share__heading'>邀请海报</Text>
        {/* Busy while the poster is drawn (what tests and assistive technology wait for). */}
        <View className='share__poster' aria-busy={poster.status === 'drawing'}>
          {poster.status === 'done' && <Picture className='share__poster-image' src={poster.image} mode='aspectFit' alt='我的邀请海报：头像、昵称和邀请二维码' />}
          {poster.status === 'drawing' && <Text className='share__poster-note'>海报生成中…</Text>}
          {poster.status === 'error' && <Text className='share__poster-note'>海报生成失败，请稍后重试</Text>}
        </View>
        <Button kind='primary' block icon={DOWNLOAD} className='share__button' loading={save.pending} disabled={poster.status !== 'done'} onClick={save.run}>
          保存海报
        </Button>
      </View>

      <Text className='share__heading share__heading--list'>可推广课程</Text>
      <PagedListView list={goods} empty='暂时没有可推广的课程' skeletonRows={3}>
        {(g) => (
          <View key={g.id} className='share__goods'>
            <Picture className='share__thumb' src={g.goods_thumb} mode='aspectFill' alt={g.goods_title} />
            <View className='share__goods-body'>
              <Text className='share__goods-title'>{g.goods_title}</Text>
              <Text className='share__reward'>{`邀新用户下单可赚${money(g.reward)}元`}</Text>
            </View>
            <Text className='share__goods-share' onClick={() => user && shareGoods(linkTypeOf(g), g.goods_id, user.id)}>
              分享
            </Text>
          </View>
        )}
      </PagedListView>
    </View>
  )
}

export default definePage(routes.shareHome, ShareHomePage)
