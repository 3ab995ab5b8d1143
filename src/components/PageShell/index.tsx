import { createContext, useContext, useEffect, useMemo, useRef, type ComponentType, type MutableRefObject } from 'react'
import Taro, { usePullDownRefresh, useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { parseRouteQuery, routes, type PageQuery, type QuerySpec, type RouteDef } from '../../routes'
import { go } from '../../core/navigation'
import { writeString } from '../../core/storage'
import { useSession } from '../../core/session'
import { shareCards, type ShareContent } from '../../core/share'
import { SHELF_CLOSED_MESSAGE, sellingPageClosed } from '../../core/shelf'
import { usePrivacyRequest } from '../../core/privacy'
import { usePageQuery } from '../../hooks/usePageQuery'
import { PageReloadContext, type PageReloads } from '../../hooks/pageReload'
import FeatureGate from '../FeatureGate'
import ResultView from '../ResultView'
import MiniPlayer from '../MiniPlayer'

export { default as AsyncView } from './AsyncView'
export { default as PagedListView } from './PagedListView'

const ShareContext = createContext<MutableRefObject<ShareContent> | null>(null)

/**
 * What the page's share cards show (shared pages only, `isSharedPage` in routes.ts): render it where the
 * page has its data, e.g. `<ShareAs title={course.title} imageUrl={course.thumb} />`. It renders nothing.
 */
export function ShareAs({ title, imageUrl, path }: ShareContent) {
  const content = useContext(ShareContext)
  useEffect(() => {
    if (content) content.current = { title, imageUrl, path }
  }, [content, title, imageUrl, path])
  return null
}

/** A page body's props: `PageProps<typeof routes.x>`. */
export interface PageProps<R extends RouteDef> {
  /** The page's query, parsed and validated against its route (never a raw string id). */
  query: PageQuery<R['query']>
}

/**
 * Declares a page: `export default definePage(routes.x, XPage)`. The shell does what every page needs,
 * from the route table alone:
 * - parses the query with the route's parser; a link that breaks it shows "链接无效" with a way home;
 * - keeps the sharer's referral code (`msv`) of a shared link;
 * - gates an add-on page on its feature flag ("not enabled" state);
 * - closes the pages that only sell where virtual goods may not be sold (core/shelf: iOS mini-program);
 * - shows the mini player bar while the shared audio player has a track (components/MiniPlayer), and
 *   puts the page itself in the one `main` landmark after it;
 * - answers the mini-program's share menu (chat and Moments) with this page, its own parameters and the
 *   sharer's `msv` (only pages whose config enables sharing offer it; `ShareAs` sets title and image);
 * - shows the privacy sheet when a privacy-scoped call waits for consent (weapp: core/privacy);
 * - wires pull-to-refresh when, and only when, the route enables it: it reloads everything the page
 *   loaded through `useAsync` / `usePagedList` (they register themselves), then stops the spinner.
 */
export function definePage<S extends QuerySpec>(route: RouteDef<S>, Body: ComponentType<{ query: PageQuery<S> }>) {
  function Page() {
    const raw = usePageQuery()
    const query = useMemo(() => parseRouteQuery(route, raw), [raw])
    const reloads = useRef(new Set<() => Promise<unknown>>())
    const context = useMemo<PageReloads>(
      () => ({
        register(reload) {
          reloads.current.add(reload)
          return () => reloads.current.delete(reload)
        }
      }),
      []
    )

    useEffect(() => {
      if (raw.msv) writeString('msv', raw.msv)
    }, [raw.msv])

    // The privacy sheet (weapp only: platform/privacy installs it; H5 has none).
    const PrivacySheet = usePrivacyRequest((s) => s.Sheet)
    const share = useRef<ShareContent>({})
    const sharer = useSession((s) => s.user?.id)
    const cards = () => {
      // A broken link is not passed on: its card opens the home page.
      if (!query) return shareCards(routes.home.url, {}, {}, route.title, sharer)
      const own = Object.fromEntries(Object.keys(route.query).map((k) => [k, raw[k]]))
      return shareCards(route.url, own, share.current, route.title, sharer)
    }
    useShareAppMessage(() => cards().message)
    useShareTimeline(() => cards().timeline)

    usePullDownRefresh(() => {
      // The page config enables the gesture from the same flag; this guard keeps the two honest.
      if (!route.pullToRefresh) return
      Promise.allSettled([...reloads.current].map((reload) => reload())).finally(() => Taro.stopPullDownRefresh())
    })

    if (!query) {
      return (
        <View role='main'>
          <ResultView
            tone='fail'
            title='链接无效'
            description='这个链接有误或已失效，去首页看看吧'
            actions={[{ text: '返回首页', primary: true, onClick: () => go(routes.home) }]}
          />
        </View>
      )
    }
    if (sellingPageClosed(route.url)) {
      return (
        <ResultView
          tone='info'
          title={SHELF_CLOSED_MESSAGE}
          description='你已拥有的课程和内容可在「学习」中继续学习'
          actions={[{ text: '返回首页', primary: true, onClick: () => go(routes.home) }]}
        />
      )
    }
    return (
      <PageReloadContext.Provider value={context}>
        <ShareContext.Provider value={share}>
          <MiniPlayer hidden={route.url === routes.pianoAudioList.url} />
          <View role='main'>
            <FeatureGate route={route}>
              <Body query={query} />
            </FeatureGate>
          </View>
          {PrivacySheet && <PrivacySheet />}
        </ShareContext.Provider>
      </PageReloadContext.Provider>
    )
  }
  Page.displayName = `Page(${route.page})`
  return Page
}
