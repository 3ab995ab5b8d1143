import { useEffect, useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Button from '../../components/Button'
import Taro, { usePageScroll } from '@tarojs/taro'
import { readArticle } from '../../features/book/api'
import { tableOfContents } from '../../features/book/toc'
import { rememberArticle, rememberScroll, scrollOf } from '../../features/book/progress'
import { Toc } from '../../features/book/components/Toc'
import { useAsync } from '../../hooks/useAsync'
import { useSession, isVipActive } from '../../core/session'
import { useSiteConfig } from '../../core/siteConfig'
import { go } from '../../core/navigation'
import { goLogin, openCashier } from '../../core/pageNavigation'
import { readString, writeString } from '../../core/storage'
import { buyWord, ownedWord } from '../../core/shelf'
import { sellsVirtualGoods } from '../../host/device'
import { definePage, AsyncView, type PageProps } from '../../components/PageShell'
import ResultView from '../../components/ResultView'
import SafeRichText from '../../components/SafeRichText'
import { routes } from '../../routes'
import { throttle } from '../../utils/timing'
import './read.scss'

const FONT_SIZES = [15, 17, 19, 21, 24]
const DEFAULT_FONT = 17

function savedFontSize(): number {
  const n = Number(readString('readerFontSize'))
  return FONT_SIZES.includes(n) ? n : DEFAULT_FONT
}

/**
 * The e-book reader: one article at a time in readable type (size adjustable, remembered), previous and
 * next, the table of contents, and the place the learner stopped (the article per book, the scroll
 * position per article). A paid article the learner cannot read shows why and how to unlock it.
 */
function BookReadPage({ query: { id } }: PageProps<typeof routes.bookRead>) {
  const read = useAsync(() => readArticle(id), [id])
  const { token, user } = useSession()
  const vipEnabled = useSiteConfig((s) => s.flags.vip)
  const [fontSize, setFontSize] = useState(savedFontSize)
  const [tocOpen, setTocOpen] = useState(false)
  const d = read.data
  const readable = !!d?.can_see

  // Remember where the learner is, and bring them back to where they stopped in this article.
  useEffect(() => {
    if (!d || !readable) return
    rememberArticle(d.book.id, d.article.id)
    Taro.setNavigationBarTitle({ title: d.book.name }).catch(() => undefined)
    const top = scrollOf(d.article.id)
    if (top > 0) setTimeout(() => Taro.pageScrollTo({ scrollTop: top, duration: 0 }).catch(() => undefined), 50)
  }, [d, readable])
  const saveScroll = useMemo(() => throttle((top: number) => rememberScroll(id, top), 1000), [id])
  usePageScroll(({ scrollTop }) => {
    if (readable) saveScroll(scrollTop)
  })

  const resize = (step: number) => {
    const next = FONT_SIZES[Math.min(FONT_SIZES.length - 1, Math.max(0, FONT_SIZES.indexOf(fontSize) + step))]
    setFontSize(next)
    writeString('readerFontSize', String(next))
  }
  const openArticle = (articleId: number) => go(routes.bookRead, { id: articleId }, { replace: true })

  return (
    <AsyncView state={read}>
      {(r) => {
        const b = r.book
        const toc = tableOfContents(r.chapters, r.articles)
        const nav = (
          <View className='reader__nav'>
            <Button kind='ghost' className='reader__step' disabled={!r.prev_id} onClick={() => openArticle(r.prev_id)}>
              上一篇
            </Button>
            <Button kind='ghost' className='reader__step' onClick={() => setTocOpen(true)}>
              目录
            </Button>
            <Button kind='secondary' className='reader__step' disabled={!r.next_id} onClick={() => openArticle(r.next_id)}>
              下一篇
            </Button>
          </View>
        )
        return (
          <View className='reader'>
            {r.can_see ? (
              <>
                <View className='reader__tools'>
                  <Text className='reader__book' onClick={() => go(routes.bookShow, { id: b.id })}>{`《${b.name}》`}</Text>
                  <View className='reader__font' role='group' aria-label='字号'>
                    <Button kind='ghost' className='reader__font-btn' ariaLabel='缩小字号' disabled={fontSize === FONT_SIZES[0]} onClick={() => resize(-1)}>
                      A-
                    </Button>
                    <Button kind='ghost' className='reader__font-btn' ariaLabel='放大字号' disabled={fontSize === FONT_SIZES[FONT_SIZES.length - 1]} onClick={() => resize(1)}>
                      A+
                    </Button>
                  </View>
                </View>
                <Text className='reader__title'>{r.article.title}</Text>
                <View className='reader__content' style={{ fontSize: `${fontSize}px` }}>
                  <SafeRichText html={r.article.render_content ?? ''} />
                </View>
                {nav}
              </>
            ) : (
              <>
                <ResultView
                  tone='info'
                  title={r.article.title}
                  description={`本篇需${buyWord()}电子书后阅读${token ? '' : `，${ownedWord()}请先登录`}`}
                  actions={[
                    ...(!token
                      ? [{ text: '登录', primary: true, onClick: () => void goLogin() }]
                      : sellsVirtualGoods()
                        ? [{ text: `购买电子书 ¥${b.charge}`, primary: true, onClick: () => openCashier({ goods_type: 'book', goods_id: b.id }) }]
                        : []),
                    ...(sellsVirtualGoods() && vipEnabled && b.is_vip_free === 1 && !isVipActive(user) ? [{ text: '开通会员免费读', onClick: () => go(routes.vip) }] : [])
                  ]}
                />
                {nav}
              </>
            )}
            {tocOpen && (
              <View className='reader__drawer' onClick={() => setTocOpen(false)}>
                <View className='reader__drawer-panel' onClick={(e) => e.stopPropagation()} role='dialog' aria-label='目录'>
                  <Text className='reader__drawer-title'>{`《${b.name}》目录`}</Text>
                  <Toc
                    toc={toc}
                    isOpen={() => true}
                    trial={false}
                    currentId={r.article.id}
                    onOpen={(a) => {
                      setTocOpen(false)
                      if (a.id !== r.article.id) openArticle(a.id)
                    }}
                  />
                </View>
              </View>
            )}
          </View>
        )
      }}
    </AsyncView>
  )
}

export default definePage(routes.bookRead, BookReadPage)
