/*
 * First-screen data, asked for while the app bundle is still downloading (H5 only).
 * scripts/postbuild-h5.js minifies this file and inlines it into index.html right after config.js.
 *
 * On a phone on a slow network the app bundle takes a while to arrive; the landing page's main request
 * and its largest image (the home slider's first picture, a course's or an e-book's cover) would otherwise only start
 * after it has run. Here they start at once, with the startup configs every route needs: each answer waits
 * in window.__STUDIO_EARLY__ and the request layer (src/host/earlyData.h5.ts) hands it to the first
 * identical GET instead of asking again, or to the page's first render when it has already arrived.
 *
 * Keep in step with the app: same headers as src/core/request.ts, same token slot as src/core/storage.ts,
 * same endpoints as the pages' first calls, each spelt as its endpoint table's path. tests/unit/earlyData.test.ts
 * fails when they drift.
 * Plain ES5 with no dependencies: it runs before anything else.
 */
;(function () {
  var cfg = window.__STUDIO_CONFIG__ || {}
  var base = String(cfg.apiBase || location.origin).replace(/\/+$/, '')
  var timeoutMs = Number(cfg.requestTimeoutMs) > 0 ? Number(cfg.requestTimeoutMs) : 60000
  var early = (window.__STUDIO_EARLY__ = {})
  if (typeof fetch !== 'function') return

  var hash = location.hash.replace(/^#/, '')
  var q = hash.indexOf('?')
  var page = q < 0 ? hash : hash.slice(0, q)
  var id = /(?:^|&)id=(\d+)(?:&|$)/.exec(q < 0 ? '' : hash.slice(q + 1))

  var token = ''
  try {
    token = JSON.parse(localStorage.getItem('meedu-h5-token') || '{}').data || ''
  } catch (e) {
    token = ''
  }

  /** Sorted query: the request layer builds the same key from its params. */
  function query(params) {
    return Object.keys(params)
      .sort()
      .map(function (k) {
        return encodeURIComponent(k) + '=' + encodeURIComponent(params[k])
      })
      .join('&')
  }

  function preloadImage(src) {
    if (!src || typeof src !== 'string') return
    var link = document.createElement('link')
    link.rel = 'preload'
    link.setAttribute('as', 'image')
    link.setAttribute('fetchpriority', 'high')
    link.href = src
    document.head.appendChild(link)
  }

  /**
   * Starts one GET. Its entry holds the promise of {statusCode, data: body text} (rejected with 'network'
   * or 'timeout'), and `arrived` once the answer is in, so a page can render with it at once.
   */
  function ask(path, params, imageOf) {
    var qs = query(params)
    var url = base + path + (qs ? '?' + qs : '')
    var headers = { Accept: 'application/json', 'meedu-platform': 'H5' }
    if (token) headers.Authorization = 'Bearer ' + token
    var entry = { token: token, at: Date.now(), arrived: null, answer: null }
    var abort = typeof AbortController === 'function' ? new AbortController() : null
    entry.answer = new Promise(function (resolve, reject) {
      var timer = setTimeout(function () {
        if (abort) abort.abort()
        reject('timeout')
      }, timeoutMs)
      // Low priority: these small answers must not take a connection or bandwidth from the app bundle,
      // which nothing can render without; they still arrive long before it has run.
      fetch(url, { headers: headers, signal: abort ? abort.signal : undefined, priority: 'low' })
        .then(function (res) {
          return res.text().then(function (text) {
            clearTimeout(timer)
            entry.arrived = { statusCode: res.status, data: text }
            resolve(entry.arrived)
            try {
              var body = JSON.parse(text)
              if (body && body.code === 0) preloadImage(imageOf(body.data))
            } catch (e) {
              // The request layer reports a malformed answer; nothing to preload.
            }
          })
        })
        .catch(function () {
          clearTimeout(timer)
          reject('network')
        })
    })
    // Unclaimed failures must not surface as unhandled rejections.
    entry.answer.catch(function () {})
    early[url] = entry
  }

  /** An endpoint table's path with its `:id` filled in (tests/unit/earlyData.test.ts checks each path is a table's). */
  function withId(path, value) {
    return path.replace(':id', value)
  }

  // Every route: the site and template configs the app asks for at startup.
  function noImage() {}
  ask('/api/v2/other/config', {}, noImage)
  ask('/addons/templateOne/api/v1/config', {}, noImage)

  if (page === '' || page === '/' || page === '/pages/index/index') {
    ask('/api/v2/viewBlock/page/blocks', { platform: 'h5', page_name: 'h5-page-index' }, function (blocks) {
      for (var i = 0; i < blocks.length; i++) {
        var items = blocks[i].sign === 'slider' && blocks[i].config_render
        if (items && items.length) return items[0].src
      }
    })
  } else if (page === '/pages/course/show' && id) {
    ask(withId('/api/v2/course/:id', id[1]), {}, function (detail) {
      return detail.course && detail.course.thumb
    })
  } else if (page === '/packageA/book/show' && id) {
    ask(withId('/addons/MeeduBooks/api/v1/book/:id', id[1]), {}, function (detail) {
      return detail.book && detail.book.thumb
    })
  }
})()
