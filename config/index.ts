import path from 'path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import { ChunkManifestPlugin } from './chunkManifestPlugin'
import { ROOT_FONT_SIZE_SCRIPT } from './rootFontSize'
import { StudioServiceWorker } from './serviceWorker'
import devConfig from './dev'
import prodConfig from './prod'

/**
 * Build-time overrides of the runtime config (src/core/runtimeConfig.ts).
 * The weapp build has no config.js beside it, so deployments set these env vars at build time.
 * Only public values belong here: everything in this object ships to the client.
 */
function buildRuntimeOverrides(): Record<string, string> {
  const map: Record<string, string | undefined> = {
    appName: process.env.TARO_APP_NAME,
    apiBase: process.env.TARO_APP_API_BASE,
    liveApiBase: process.env.TARO_APP_LIVE_API_BASE,
    siteUrl: process.env.TARO_APP_SITE_URL
  }
  return Object.fromEntries(Object.entries(map).filter(([, v]) => v)) as Record<string, string>
}

const isH5 = process.env.TARO_ENV === 'h5'
/** Outside src/ but bundled: the endpoint tables the app calls through. */
const TYPES_DIR = path.join(__dirname, '..', 'types')

export default defineConfig<'webpack5'>(async (merge) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'piano-studio-storefront',
    date: '2026-11-22',
    designWidth: 750,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot: `dist/${process.env.TARO_ENV}`,
    // `~types/...` is types/ (the contract, the endpoint tables): the same alias as tsconfig.json's paths.
    alias: { '~types': TYPES_DIR },
    // Every change to Taro's build (overrides, page configs, the pinned-version check): config/studioPlugin.ts.
    plugins: [path.join(__dirname, 'studioPlugin.ts')],
    defineConstants: {
      __BUILD_RUNTIME_CONFIG__: JSON.stringify(buildRuntimeOverrides())
    },
    copy: {
      // H5 runtime config, loaded by index.html before the app (see docs/configuration.md).
      patterns: isH5
        ? [
            { from: 'src/config.js', to: 'dist/h5/config.js' },
            // The web app manifest and its icons (scripts/gen-pwa-icons.js): the H5 is installable.
            { from: 'src/pwa', to: 'dist/h5/pwa' },
            // Listen mode's AudioWorklet module: a worklet loads its code by URL, so it is a file.
            { from: 'src/platform/h5/micWorklet.js', to: 'dist/h5/micWorklet.js' }
          ]
        : [],
      options: {}
    },
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: false },
    mini: {
      // The endpoint tables (types/endpoints) are imported at run time: compile them as src is.
      compile: { include: [TYPES_DIR] },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false }
      },
      // Modules used only by sub-packages stay out of the main package.
      optimizeMainPackage: { enable: true },
      // The shared sheets' order in common.wxss cannot follow every page's imports, and need not: no two of
      // them style one element (tests/unit/sharedStyles.test.ts; docs/decisions/shared-stylesheet-order.md).
      miniCssExtractPluginOption: { ignoreOrder: true }
    },
    h5: {
      // Taro 4's pure-React H5 components instead of the Stencil web-component adapter: no Stencil
      // runtime in the first load, and components are imported per use (measured in docs/speed.md).
      useHtmlComponents: true,
      compile: { include: [TYPES_DIR] },
      webpackChain(chain) {
        // (Taro's own files swapped or changed: config/taroOverrides.ts, applied by config/studioPlugin.ts.)
        // React in its own initial chunk: downloads alongside Taro's and ours, and stays cached across
        // releases of the app (it changes only when React is upgraded).
        chain.optimization.merge({
          splitChunks: { cacheGroups: { react: { name: false, test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 90 } } }
        })
        chain.plugin('chunkManifest').use(ChunkManifestPlugin, [path.join(__dirname, '..', 'dist', 'h5-manifest.json')])
        // The service worker and its precache list, from this build's assets (config/serviceWorker.ts); not in watch builds.
        if (process.env.NODE_ENV !== 'development') chain.plugin('serviceWorker').use(StudioServiceWorker)
      },
      // src/index.html writes this in place of Taro's root font-size script: see config/rootFontSize.ts.
      htmlPluginOption: { rootFontSize: ROOT_FONT_SIZE_SCRIPT },
      publicPath: '/',
      staticDirectory: 'static',

      // Hash routing at the site root (SPEC section 2). No basename: Taro hands it to universal-router as a
      // prefix, and '/' would make every page path miss.
      router: { mode: 'hash' },
      output: {
        filename: 'js/[name].[contenthash:8].js',
        chunkFilename: 'js/[name].[contenthash:8].js',
        // SPEC section 9: a page chunk that has not loaded after 120 s fails (and shows the retry state).
        chunkLoadTimeout: 120000
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css'
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false }
      }
    }
  }
  if (process.env.NODE_ENV === 'development') {
    return merge({}, baseConfig, devConfig)
  }
  return merge({}, baseConfig, prodConfig)
})
