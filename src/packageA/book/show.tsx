import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Button from '../../components/Button'
import type { BookArticle } from '~types/contract/books'
import { arrivedBook, fetchBook } from '../../features/book/api'
import { articlesInOrder, canRead, tableOfContents } from '../../features/book/toc'
import { lastArticleOf } from '../../features/book/progress'
import { Toc } from '../../features/book/components/Toc'
import { BookComments } from '../../features/book/components/BookComments'
import PromoBox from '../../features/promo/components/PromoBox'
import { useAsync } from '../../hooks/useAsync'
import { useSession, isVipActive } from '../../core/session'
import { useSiteConfig } from '../../core/siteConfig'
import { go } from '../../core/navigation'
import { openCashier, loggedInOrLogin } from '../../core/pageNavigation'
import { shareGoods } from '../../core/shareLink'
import { sellsVirtualGoods } from '../../host/device'
import ShelfNote from '../../components/ShelfNote'
import { definePage, AsyncView, type PageProps } from '../../components/PageShell'
import { GoodsDetail, GoodsDetailSkeleton } from '../../components/GoodsDetail'
import SafeRichText from '../../components/SafeRichText'
import Price from '../../components/Price'
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
    <AsyncView state={detail} skeleton={<GoodsDetailSkeleton block='book' coverBeside rows={3} />}>
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
        const sells = sellsVirtualGoods()
        // Where virtual goods are not sold (iOS mini-program), a locked article only asks for a login.
        const buy = () => (sells ? openCashier({ goods_type: 'book', goods_id: b.id }) : void loggedInOrLogin())
        return (
          <GoodsDetail
            block='book'
            cover={{ src: b.thumb, alt: b.name }}
            coverBeside
            title={b.name}
            desc={b.short_desc}
            meta={
              <>
                <Price charge={b.charge} bought={d.is_buy} />
                {sells && b.is_vip_free === 1 && b.charge > 0 && !d.is_buy && <Text className='book__vip-tag'>会员免费看</Text>}
                <Text className='book__share' onClick={() => shareGoods('book', b.id, user?.id)}>
                  分享
                </Text>
              </>
            }
            tabs={{ items: TABS, value: tab, onChange: setTab }}
            promo={<PromoBox type='book' id={b.id} hidden={readsAll} docked onShown={setPromoShown} />}
            promoShown={promoShown}
            bar={
              readsAll ? (
                <Button kind='primary' className='book__cta' disabled={!articles.length} onClick={() => open(resume ?? articles[0])}>
                  {resume ? '继续阅读' : '开始阅读'}
                </Button>
              ) : (
                <>
                  {firstTrial && (
                    <Button kind='secondary' className='book__secondary' onClick={() => open(resume && isOpen(resume) ? resume : firstTrial)}>
                      免费试读
                    </Button>
                  )}
                  {sells && vipEnabled && b.is_vip_free === 1 && !promoShown && (
                    <Button kind='vip' className='book__secondary' onClick={() => go(routes.vip)}>
                      会员免费读
                    </Button>
                  )}
                  {sells ? (
                    <Button kind={promoShown ? 'secondary' : 'primary'} className='book__cta' onClick={buy}>
                      {`购买 ¥${b.charge}`}
                    </Button>
                  ) : (
                    <ShelfNote what='本书' />
                  )}
                </>
              )
            }
          >
            {tab === 'toc' && <Toc toc={toc} isOpen={isOpen} trial={!readsAll} lastId={lastId} onOpen={(a) => (isOpen(a) ? open(a) : buy())} />}
            {tab === 'intro' && (
              <View className='book__intro'>
                <SafeRichText html={b.render_desc ?? ''} />
              </View>
            )}
            {tab === 'comments' && <BookComments bookId={b.id} />}
          </GoodsDetail>
        )
      }}
    </AsyncView>
  )
}

export default definePage(routes.bookShow, BookShowPage)
