import { useEffect, useMemo, useRef, type ComponentType } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { parseRouteQuery, routes, type PageQuery, type QuerySpec, type RouteDef } from '../../routes'
import { go } from '../../core/navigation'
import { writeString } from '../../core/storage'
import { usePageQuery } from '../../hooks/usePageQuery'
import { PageReloadContext, type PageReloads } from '../../hooks/pageReload'
import FeatureGate from '../FeatureGate'
import ResultView from '../ResultView'
import MiniPlayer from '../MiniPlayer'

export { default as AsyncView } from './AsyncView'
export { default as PagedListView } from './PagedListView'

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
 * - shows the mini player bar while the shared audio player has a track (components/MiniPlayer), and
 *   puts the page itself in the one `main` landmark after it;
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
            actions={[{ text: '返回首页', primary: true, onClick: () => go(routes.home.url) }]}
          />
        </View>
      )
    }
    return (
      <PageReloadContext.Provider value={context}>
        <MiniPlayer hidden={route.url === routes.pianoAudioList.url} />
        <View role='main'>
          <FeatureGate route={route}>
            <Body query={query} />
          </FeatureGate>
        </View>
      </PageReloadContext.Provider>
    )
  }
  Page.displayName = `Page(${route.page})`
  return Page
}
