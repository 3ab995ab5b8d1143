import path from 'path'
import type { IPluginContext } from '@tarojs/service'

type ChainArgs = Parameters<Parameters<IPluginContext['modifyWebpackChain']>[0]>[0]
type Chain = ChainArgs['chain']
type Webpack = ChainArgs['webpack']

/**
 * THE list of places where the app replaces or wraps a part of Taro 4.2.1. Each entry says which Taro file
 * it replaces, why, the test that guards it, and what to do when Taro is upgraded. The build applies the
 * `h5` entries from here (config/studioPlugin.ts), so an override cannot be in effect without its entry.
 * After an upgrade, go through `onUpgrade` of every entry, then change PINNED_TARO_VERSION.
 */
export const PINNED_TARO_VERSION = '4.2.1'

export interface TaroOverride {
  /** Short name (also the webpack plugin or rule name where it is one). */
  readonly name: string
  /** The Taro (or Taro-bundled) file or API it replaces. */
  readonly replaces: string
  /** Our file that stands in, or applies the change. */
  readonly ours: string
  readonly why: string
  /** Tests that fail when the override breaks or stops applying. */
  readonly guardedBy: readonly string[]
  readonly onUpgrade: string
  /** H5 build: applies the override to the webpack chain. Absent: applied at run time by `ours`. */
  readonly h5?: (chain: Chain, webpack: Webpack) => void
}

const SHIMS = path.join(__dirname, 'shims')
const shim = (file: string) => path.join(SHIMS, file)

/** Every import of one of Taro's files gets a shim of ours instead; the shim reaches Taro's file by an alias. */
function swapTaroFile(chain: Chain, webpack: Webpack, name: string, taroFile: string, shimFile: string): void {
  chain.plugin(name).use(webpack.NormalModuleReplacementPlugin, [
    /\.js$/,
    (resource: { request: string; context: string }) => {
      if (path.resolve(resource.context, resource.request) === taroFile) resource.request = shim(shimFile)
    }
  ])
}

export const TARO_OVERRIDES: readonly TaroOverride[] = [
  {
    name: 'noFetchPolyfills',
    replaces: 'whatwg-fetch, abortcontroller-polyfill (imported by @tarojs/taro-h5 request)',
    ours: 'config/shims/empty.js',
    why: 'Every supported browser has fetch and AbortController: about 9 KB gzip less in every first load.',
    guardedBy: ['tests/e2e/smoke.test.ts', 'scripts/size.js (first-load budget)'],
    onUpgrade: 'Check that taro-h5 still imports exactly these module names; keep browserslist in package.json in step.',
    h5: (chain) => {
      chain.resolve.alias.set('whatwg-fetch$', shim('empty.js')).set('abortcontroller-polyfill/dist/abortcontroller-polyfill-only$', shim('empty.js'))
    }
  },
  {
    name: 'noJsonp',
    replaces: 'jsonp-retry (Taro.request with jsonp: true)',
    ours: 'config/shims/no-jsonp.js',
    why: 'The app never asks for JSONP: the module stays out of the bundle and fails loudly if someone starts to.',
    guardedBy: ['tests/e2e/smoke.test.ts'],
    onUpgrade: 'Check the module name taro-h5 imports for JSONP.',
    h5: (chain) => {
      chain.resolve.alias.set('jsonp-retry$', shim('no-jsonp.js'))
    }
  },
  {
    name: 'lightQueryString',
    replaces: 'query-string (used by @tarojs/router and @tarojs/taro-h5)',
    ours: 'config/shims/query-string.js',
    why: 'Taro only parses queries with it: 3 KB gzip less in the first load.',
    guardedBy: ['tests/unit/queryStringShim.test.ts'],
    onUpgrade: 'grep @tarojs/router and @tarojs/taro-h5 dist for query-string calls; every call shape must be one the shim answers like the real module.',
    h5: (chain) => {
      chain.resolve.alias.set('query-string$', shim('query-string.js'))
    }
  },
  {
    name: 'taroComponentsForRuntime',
    replaces: '@tarojs/components/dist/components (as imported by @tarojs/router and @tarojs/taro-h5 only)',
    ours: 'src/platform/h5/taroComponents.ts, src/platform/h5/tabbar.ts',
    why: "Taro's tab bar without the Stencil runtime in the first load; previewImage's swiper loads on first use.",
    guardedBy: ['tests/unit/tabbar.test.ts', 'tests/e2e/smoke.test.ts'],
    onUpgrade: 'List what router and taro-h5 import from @tarojs/components/dist/components; taroComponents.ts must export each.',
    h5: (chain) => {
      chain.module.rule('taroComponentsForRuntime').merge({
        issuer: /[\\/]node_modules[\\/]@tarojs[\\/](router|taro-h5)[\\/]/,
        resolve: { alias: { '@tarojs/components/dist/components$': path.join(__dirname, '..', 'src', 'platform', 'h5', 'taroComponents.ts') } }
      })
    }
  },
  {
    name: 'lazyTaroInteraction',
    replaces: '@tarojs/taro-h5/dist/api/ui/interaction/index.js (toast, loading, modal, action sheet)',
    ours: 'config/shims/taro-interaction.js',
    why: 'The same functions, each loading the real module on first use: 6 KB gzip less in the first load.',
    guardedBy: ['tests/unit/taroInteractionShim.test.ts'],
    onUpgrade: "Compare the real module's exports with the shim's list; the shim must export every one.",
    h5: (chain, webpack) => {
      const interaction = require.resolve('@tarojs/taro-h5/dist/api/ui/interaction/index.js')
      chain.resolve.alias.set('taro-interaction-real$', interaction)
      swapTaroFile(chain, webpack, 'lazyTaroInteraction', interaction, 'taro-interaction.js')
    }
  },
  {
    name: 'taroRouterBackDuringLoad',
    replaces: '@tarojs/router/dist/router/spa.js',
    ours: 'config/shims/taro-router-spa.js',
    why: 'A Back while a page is opening no longer brings the left page back or leaves a blank screen.',
    guardedBy: ['tests/unit/taroRouterShim.test.ts'],
    onUpgrade: "Copy Taro's new spa.js over the shim and re-apply the lines marked `studio` (the test diffs the two).",
    h5: (chain, webpack) => {
      const routerSpa = require.resolve('@tarojs/router/dist/router/spa.js')
      chain.resolve.alias.set('taro-router-dist', path.dirname(path.dirname(routerSpa)))
      swapTaroFile(chain, webpack, 'taroRouterBackDuringLoad', routerSpa, 'taro-router-spa.js')
    }
  },
  {
    name: 'studioButton',
    replaces: '@tarojs/components-react/dist/components/button/index.js (H5 Button: a div in Taro\'s button look)',
    ours: 'config/shims/taro-button.js',
    why: "Every Button is a button to assistive technology (a div with the button role), styled only by the design system (src/components/Button): role, focus, Enter/Space, aria-disabled; none of Taro's grey or green look, and not its spinner image from a third-party CDN.",
    guardedBy: ['tests/e2e/smoke.test.ts', 'tests/e2e/exam.test.ts', 'tests/e2e/wechatRender.test.ts (controls and origins)'],
    onUpgrade: "Compare Taro's Button props with the shim's list of WeChat-only ones.",
    h5: (chain, webpack) => {
      const button = require.resolve('@tarojs/components-react/dist/components/button/index.js')
      swapTaroFile(chain, webpack, 'studioButton', button, 'taro-button.js')
    }
  },
  {
    name: 'noTaroButtonSheet',
    replaces: "the button rules of Taro's H5 component sheet (@tarojs/components-react/dist/index.css)",
    ours: 'config/loaders/dropTaroButtonCss.js',
    why: "No element carries Taro's button classes any more; its spinner rule loads an image from img13.360buyimg.com. The loader fails the build if the sheet still names another origin.",
    guardedBy: ['tests/unit/dropTaroButtonCss.test.ts', 'tests/e2e/wechatRender.test.ts (no request leaves the origin)'],
    onUpgrade: "Check the sheet's file name and that its button rules still carry these class names.",
    h5: (chain) => {
      chain.module
        .rule('noTaroButtonSheet')
        .test(/[\\/]@tarojs[\\/]components-react[\\/]dist[\\/]index\.css$/)
        .enforce('pre')
        .use('dropTaroButtonCss')
        .loader(path.join(__dirname, 'loaders', 'dropTaroButtonCss.js'))
    }
  },
  {
    name: 'weuiFontAsFile',
    replaces: "the weui icon font inlined as a data URL in Taro's global CSS",
    ours: 'config/taroOverrides.ts (this rule)',
    why: 'Emitted as a file, fetched only when a toast or checkbox icon shows: 3.2 KB gzip less in the first load.',
    guardedBy: ['scripts/size.js (first-load budget)'],
    onUpgrade: "Check that Taro's CSS still inlines the font as application/octet-stream.",
    h5: (chain) => {
      chain.module.rule('weuiFontAsFile').merge({
        scheme: 'data',
        mimetype: 'application/octet-stream',
        type: 'asset/resource',
        generator: { filename: 'static/fonts/[contenthash:8].ttf' }
      })
    }
  },
  {
    name: 'weappAria',
    replaces: "the mini-program templates of @tarojs/plugin-platform-weapp (view, text, image drop role and aria-label)",
    ours: 'config/studioPlugin.ts (onBuildInit, weapp only)',
    why: "WeChat's screen reader found controls drawn with an icon nameless.",
    guardedBy: ['tests/weapp/icons.test.ts'],
    onUpgrade: 'Check that the platform still calls onBuildInit with its template and that modifyTemplateResult exists.'
  },
  {
    name: 'navigationGuard',
    replaces: 'Taro.navigateTo, redirectTo, reLaunch, switchTab (wrapped at start-up)',
    ours: 'src/core/navigation.ts (installNavigationGuard)',
    why: "Every navigation, ours or a library's, goes through the login guard (SPEC section 4) and only logs a failure.",
    guardedBy: ['tests/unit/navigation.test.ts'],
    onUpgrade: 'Check the four methods are still plain properties of the Taro object that can be reassigned.'
  }
]

/** Applies every H5 override to the webpack chain. */
export function applyH5Overrides(chain: Chain, webpack: Webpack): void {
  for (const o of TARO_OVERRIDES) o.h5?.(chain, webpack)
}
