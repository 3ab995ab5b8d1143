/**
 * Derives the app config (pages, subPackages, tabBar) and each page's config from the route table.
 * Pure and Node-safe: app.config.ts and the page `*.config.ts` files run at build time.
 */
import { allRoutes, isSharedPage, tabRoutes, type AnyRoute, type PackageRoot } from './routes'

export { allRoutes }

const THEME = {
  primary: '#B04530',
  text: '#333333',
  muted: '#666666',
  background: '#F7F7F7'
}

export function buildAppConfig(target: string | undefined = process.env.TARO_ENV) {
  const mainPages = allRoutes.filter((r) => r.root === 'main').map((r) => r.page)
  // The home tab is the entry page: it must come first.
  const home = tabRoutes[0].page
  const pages = [home, ...mainPages.filter((p) => p !== home)]
  const roots: PackageRoot[] = ['packageA', 'packageB']
  const subPackages = roots
    .map((root) => ({ root, pages: allRoutes.filter((r) => r.root === root).map((r) => r.page) }))
    .filter((p) => p.pages.length > 0)
  return {
    pages,
    subPackages,
    // Sub-packages download in the background once the main package is up, so a tap feels instant.
    preloadRule: subPackages.length
      ? { [home]: { network: 'all' as const, packages: subPackages.map((p) => p.root) } }
      : undefined,
    window: {
      backgroundTextStyle: 'dark' as const,
      navigationBarBackgroundColor: '#ffffff',
      navigationBarTitleText: '琴艺课堂',
      navigationBarTextStyle: 'black' as const,
      backgroundColor: THEME.background
    },
    tabBar: {
      color: THEME.muted,
      selectedColor: THEME.primary,
      backgroundColor: '#ffffff',
      borderStyle: 'white' as const,
      list: tabRoutes.map((r) => ({
        pagePath: r.page,
        text: r.title,
        iconPath: `assets/tabbar/${tabIcon(r)}.png`,
        selectedIconPath: `assets/tabbar/${tabIcon(r)}-active.png`
      }))
    },
    lazyCodeLoading: 'requiredComponents' as const,
    // WeChat's privacy check: privacy-scoped calls wait for the learner's consent (platform/privacy).
    ...(target === 'weapp' ? { __usePrivacyCheck__: true } : {}),
    // H5 only: no slide between pages. Taro's router runs the slide on timers that a Back within its 350 ms
    // does not cancel: the page returned to was hidden again (a blank screen) or the page left slid back
    // over it (docs/decisions/back-lands-on-the-page.md). The mini-program animates natively and is unaffected.
    ...(target === 'h5' ? { animation: false } : {}),
    // The piano audio player keeps playing when the learner leaves the mini-program (platform/sharedAudio).
    requiredBackgroundModes: ['audio' as const]
  }
}

function tabIcon(r: AnyRoute): string {
  return r.page.split('/')[1]
}

/** Page config (title, pull-to-refresh) of a route. */
export function pageConfigOf(r: AnyRoute) {
  return {
    navigationBarTitleText: r.title,
    enablePullDownRefresh: r.pullToRefresh,
    backgroundTextStyle: 'dark' as const,
    ...(r.customNav ? { navigationStyle: 'custom' as const } : {}),
    // Share to a chat and to Moments (the page shell answers both with the sharer's msv).
    ...(isSharedPage(r) ? { enableShareAppMessage: true, enableShareTimeline: true } : {})
  }
}
