import { useState } from 'react'
import { View, Text, Button } from '@tarojs/components'
import type { BookArticle } from '../../../types/contract/books'
import { arrivedBook, fetchBook, fetchBookComments, postBookComment } from '../../features/book/api'
import { articlesInOrder, canRead, tableOfContents } from '../../features/book/toc'
import { lastArticleOf } from '../../features/book/progress'
import { Toc } from '../../features/book/components/Toc'
import { useAsync } from '../../hooks/useAsync'
import { useSession, isVipActive } from '../../core/session'
import { useSiteConfig } from '../../core/siteConfig'
import { go } from '../../core/navigation'
import { buyOrLogin, loggedInOrLogin } from '../../core/pageNavigation'
import { shareGoods } from '../../core/shareLink'
import { sellsVirtualGoods } from '../../platform/device'
import ShelfNote from '../../components/ShelfNote'
import { ShareAs, definePage, AsyncView, type PageProps } from '../../components/PageShell'
import { Skeleton } from '../../components/PageStatus'
import CommentThread, { joinUsers } from '../../components/CommentThread'
import SafeRichText from '../../components/SafeRichText'
import Picture from '../../components/Picture'
import Price from '../../components/Price'
import PromoBox from '../../features/promo/components/PromoBox'
import Tabs from '../../components/Tabs'
import { routes } from '../../routes'
import './show.scss'

type Tab = 'toc' | 'intro' | 'comments'
const TABS: readonly (readonly [Tab, string])[] = [
  ['toc', '目录'],
  ['intro', '简介'],
  ['comments', '评论']
]

/** E-book detail: what it is, its chapters (试读 marked), what readers say, and the one action that fits. */
function BookShowPage({ query: { id } }: PageProps<typeof routes.bookShow>) {
  const detail = useAsync(() => fetchBook(id), [id], { initial: () => arrivedBook(id), keys: ['purchases'] })
  const { user } = useSession()
  const vipEnabled = useSiteConfig((s) => s.flags.vip)
  const [tab, setTab] = useState<Tab>('toc')
  const [promoShown, setPromoShown] = useState(false)

  return (
    <AsyncView
      state={detail}
      skeleton={
        // The same boxes as the loaded page (root and head), so nothing moves when the book arrives.
        <View className='book'>
          <View className='book__head'>
            <View className='book__cover book__cover--loading' />
            <View className='book__info'>
              <Skeleton rows={3} />
            </View>
          </View>
        </View>
      }
    >
      {(d) => {
        const b = d.book
        const vip = isVipActive(user)
        const readsAll = d.is_buy || b.charge <= 0 || (vip && b.is_vip_free === 1)
        const isOpen = (a: BookArticle) => canRead(a, b, d.is_buy, vip)
        const toc = tableOfContents(d.chapters, d.articles)
        const articles = articlesInOrder(toc)
        const lastId = lastArticleOf(b.id)
        const resume = articles.find((a) => a.id === lastId)
        const firstTrial = articles.find(isOpen)
        const open = (a: BookArticle) => go(routes.bookRead, { id: a.id })
        const share = () => shareGoods('book', b.id, user?.id)
        const sells = sellsVirtualGoods()
        // Where virtual goods are not sold (iOS mini-program), a locked article only asks for a login.
        const buy = () => (sells ? buyOrLogin({ goods_type: 'book', goods_id: b.id }) : void loggedInOrLogin())
        return (
          <View className={`book ${promoShown ? 'book--promo' : ''}`}>
            <View className='book__head'>
              <Picture className='book__cover' src={b.thumb} mode='aspectFill' alt={b.name} />
              <ShareAs title={b.name} imageUrl={b.thumb} />
              <View className='book__info'>
                <Text className='book__title'>{b.name}</Text>
                <Text className='book__desc'>{b.short_desc}</Text>
                <View className='book__meta'>
                  <Price charge={b.charge} bought={d.is_buy} />
                  {sells && b.is_vip_free === 1 && b.charge > 0 && !d.is_buy && <Text className='book__vip-tag'>会员免费看</Text>}
                  <Text className='book__share' onClick={share}>
                    分享
                  </Text>
                </View>
              </View>
            </View>

            <Tabs className='book__tabs' items={TABS} value={tab} onChange={setTab} />
            {tab === 'toc' && <Toc toc={toc} isOpen={isOpen} trial={!readsAll} lastId={lastId} onOpen={(a) => (isOpen(a) ? open(a) : buy())} />}
            {tab === 'intro' && (
              <View className='book__intro'>
                <SafeRichText html={b.render_desc ?? ''} />
              </View>
            )}
            {tab === 'comments' && (
              <CommentThread
                key={b.id}
                placeholder='读完有什么收获？'
                load={async () => {
                  const r = await fetchBookComments(b.id)
                  return joinUsers(r.data.data, r.users, (c) => c.content, (c, i) => `${c.user_id}-${c.created_at}-${i}`)
                }}
                send={(content) => postBookComment(b.id, content)}
              />
            )}

            <View className='book__dock'>
              <PromoBox type='book' id={b.id} hidden={readsAll} docked onShown={setPromoShown} />
              <View className='book__bar'>
                {readsAll ? (
                  <Button className='btn-primary book__cta' disabled={!articles.length} onClick={() => open(resume ?? articles[0])}>
                    {resume ? '继续阅读' : '开始阅读'}
                  </Button>
                ) : (
                  <>
                    {firstTrial && (
                      <Button className='book__secondary' onClick={() => open(resume && isOpen(resume) ? resume : firstTrial)}>
                        免费试读
                      </Button>
                    )}
                    {sells && vipEnabled && b.is_vip_free === 1 && (
                      <Button className='book__secondary book__secondary--vip' onClick={() => go(routes.vip)}>
                        会员免费读
                      </Button>
                    )}
                    {sells ? (
                      <Button className='btn-primary book__cta' onClick={buy}>
                        {`购买 ¥${b.charge}`}
                      </Button>
                    ) : (
                      <ShelfNote what='本书' />
                    )}
                  </>
                )}
              </View>
            </View>
          </View>
        )
      }}
    </AsyncView>
  )
}

export default definePage(routes.bookShow, BookShowPage)
