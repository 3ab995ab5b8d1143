/**
 * The H5 service worker, generated from the webpack build by Workbox's GenerateSW: the precache
 * list is the build's own assets (hashed chunks and CSS, the app shell, the web app manifest and icons),
 * never a hand-kept list. Runtime caching by kind: docs/decisions/offline-caching.md.
 * The worker waits after installing: the app asks the learner (有新版本) and only then sends SKIP_WAITING,
 * so one page never runs two builds' chunks. H5 production builds only (config/index.ts).
 */
import { GenerateSW } from 'workbox-webpack-plugin'

export class StudioServiceWorker extends GenerateSW {
  constructor() {
    super({
    swDest: 'sw.js',
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    skipWaiting: false,
    clientsClaim: false,
    cleanupOutdatedCaches: true,
    // hls.js (the live room's player) plays live streams only: no use offline, 100 KB not worth precaching.
    include: [/\.(js|css|html|ttf|png|webmanifest)$/],
    exclude: [/^config\.js$/, /(^|\/)hls\.[0-9a-f]+\.js$/, /\.map$/],
    // Hashed names change with their content: no revision query needed.
    dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.(js|css|ttf)$/,
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    // Hash routing: every page of the app is a navigation to / (or /index.html). Other navigations (the
    // sandbox gateway, payment returns) go to the network.
    navigateFallback: '/index.html',
    navigateFallbackAllowlist: [/^\/(index\.html)?(\?.*)?$/],
    runtimeCaching: [
      {
        // Runtime config: a blocking script in the page's head, so never waited for on the network; an edit
        // made on the server reaches a learner on the visit after it was fetched.
        urlPattern: ({ url }) => url.pathname === '/config.js',
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'studio-shell' }
      },
      {
        // Public catalogue reads of a visitor: stale-while-revalidate.
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin &&
          request.method === 'GET' &&
          !request.headers.has('Authorization') &&
          /^\/(api\/v2\/(other\/config|viewBlock\/page\/blocks|courses|course_categories|course\/\d+|roles)|addons\/(templateOne\/api\/v1\/config|PianoAudio\/api\/v1\/(index|tracks)|MeeduBooks\/api\/v1\/(books|book\/\d+)|MeeduTopics\/api\/v1\/(topics|topic\/\d+)))$/.test(url.pathname),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'studio-api', expiration: { maxEntries: 200, maxAgeSeconds: 14 * 24 * 3600 }, cacheableResponse: { statuses: [200] } }
      },
      {
        // The same reads of a logged-in learner carry what they bought (is_buy, VIP): the network first, so a
        // purchase shows at once; the saved answer only when the network fails or is slow.
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin &&
          request.method === 'GET' &&
          request.headers.has('Authorization') &&
          /^\/(api\/v2\/(other\/config|viewBlock\/page\/blocks|courses|course_categories|course\/\d+|roles)|addons\/(templateOne\/api\/v1\/config|PianoAudio\/api\/v1\/(index|tracks)|MeeduBooks\/api\/v1\/(books|book\/\d+)|MeeduTopics\/api\/v1\/(topics|topic\/\d+)))$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: { cacheName: 'studio-api-learner', networkTimeoutSeconds: 4, expiration: { maxEntries: 200, maxAgeSeconds: 14 * 24 * 3600 }, cacheableResponse: { statuses: [200] } }
      },
      {
        // Downloads: what the learner kept for offline play, stored by the app under stable keys
        // in `studio-downloads` (src/core/downloadIndex.ts). The cache only, never the network; a Range
        // request (the <audio> element seeking, an A-B loop) gets its 206 slice of the stored file.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/offline-media/'),
        handler: 'CacheOnly',
        options: { cacheName: 'studio-downloads', rangeRequests: true }
      },
      {
        // Public covers and pictures (not signed media): cache first, a bounded number.
        urlPattern: ({ url, request, sameOrigin }) => sameOrigin && request.destination === 'image' && url.pathname.startsWith('/media/') && !url.searchParams.has('sig'),
        handler: 'CacheFirst',
        options: { cacheName: 'studio-images', expiration: { maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600 }, cacheableResponse: { statuses: [200] } }
      }
    ]
    })
  }
}
