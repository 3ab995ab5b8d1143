/*
 * Starts the app, and on a repeat visit first shows the page as the learner last saw it (H5 with the service
 * worker on; issue 26). scripts/postbuild-h5.js minifies this file and inlines it into index.html right after
 * the app's root element, with the app's entry scripts (preloaded in the head) in place of __ENTRY_SCRIPTS__.
 *
 * When the learner last left a catalogue page (home, a course, the audio library...), the app kept a copy of
 * what it showed (src/platform/h5/pageSnapshot.ts). Opening that page again, this script puts the copy on
 * screen at once, before the app bundle has been compiled and run (about 1.5 s on a mid-range phone even
 * with every file from the worker's cache), and takes it away as soon as the app's own page has rendered its
 * content. The copy is inert (no taps, hidden from screen readers): a still picture of the last visit.
 *
 * The app's scripts are started here, not by `defer` tags: with a copy to show they start once it is painted
 * (its stylesheets and pictures in; at most START_AFTER_MS later), because compiling and running them holds
 * the main thread for a second or more, and nothing would be painted until they were done. Without a copy
 * they start at once.
 *
 * A copy is only used with the build that made it (its class names and stylesheets are that build's), by the
 * session that saw it, and for a week. Keep the key in step with pageSnapshot.ts `snapshotKey` and the owner
 * with its `ownerOf` (tests/e2e/offline.test.ts). Plain ES5 with no dependencies.
 */
;(function (entryScripts) {
  var MAX_AGE_MS = 7 * 24 * 3600 * 1000
  // The app's page takes over at the latest after this, skeleton or not.
  var MAX_SHOW_MS = 8000
  // The app starts at the latest this long after the copy went in, painted or not (a stylesheet that hangs).
  var START_AFTER_MS = 2000

  var started = false
  function start() {
    if (started) return
    started = true
    mark('studio:app-start')
    // In order, as `defer` ran them.
    for (var i = 0; i < entryScripts.length; i++) {
      var script = document.createElement('script')
      script.src = entryScripts[i]
      script.async = false
      document.head.appendChild(script)
    }
  }

  var copy
  try {
    copy = readCopy()
  } catch (e) {
    copy = null
  }
  if (!copy) {
    start()
    return
  }
  setTimeout(start, START_AFTER_MS)
  try {
    showCopy(copy, function () {
      // Once the frame with the copy is on screen: the frame after it has begun (the compositor draws a
      // frame after the main thread has painted it; the app's scripts would hold that frame back).
      requestAnimationFrame(function () {
        requestAnimationFrame(function () {
          mark('studio:copy-painted')
          setTimeout(start, 0)
        })
      })
    })
  } catch (e) {
    start()
  }

  // Read by scripts/bench-repeat.mts (Lighthouse's user timings): when the copy showed, when the app started.
  function mark(name) {
    if (window.performance && performance.mark) performance.mark(name)
  }

  function readCopy() {
    var hash = location.hash.replace(/^#/, '')
    var q = hash.indexOf('?')
    var page = q < 0 ? hash : hash.slice(0, q)
    if (page === '' || page === '/') page = '/pages/index/index'
    var id = /(?:^|&)id=(\d+)(?:&|$)/.exec(q < 0 ? '' : hash.slice(q + 1))
    var snap = JSON.parse(localStorage.getItem('studio-snapshot:' + page + (id ? '?id=' + id[1] : '')) || 'null')
    var token = JSON.parse(localStorage.getItem('meedu-h5-token') || '{}').data || ''
    if (!snap || snap.build !== entryScripts[entryScripts.length - 1] || !(Date.now() - snap.at < MAX_AGE_MS)) return null
    // Only the session that saw the page sees its copy (a visitor's copy, a visitor).
    return snap.owner === String(token).slice(-12) ? snap : null
  }

  /** Puts the copy on screen; `painted` once its stylesheets and pictures are in (or failed). */
  function showCopy(snap, painted) {
    var box = document.createElement('div')
    box.id = 'studio-snapshot'
    box.setAttribute('aria-hidden', 'true')
    box.setAttribute('inert', '')
    box.style.cssText = 'position:fixed;top:0;right:0;bottom:0;left:0;z-index:10080;overflow:hidden;background:#f7f7f7;visibility:hidden'
    var gone = false
    var stylesLeft = 1
    // The stylesheets count as one picture: painted means styled and pictured.
    var picturesLeft = 2
    function styled() {
      if (--stylesLeft === 0) {
        box.style.visibility = ''
        pictured()
      }
    }
    function pictured() {
      if (--picturesLeft === 0) painted()
    }
    var watch = null
    function drop() {
      if (gone) return
      gone = true
      if (watch) watch.disconnect()
      if (box.parentNode) box.parentNode.removeChild(box)
      start()
    }
    // The page's stylesheets in their order, inside the box, so they go with it. A stylesheet file comes as an
    // @import: a <link> to it would be taken by the app's chunk loader as its own, then vanish with the box.
    for (var i = 0; i < snap.sheets.length; i++) {
      var style = document.createElement('style')
      style.onload = styled
      // Without a stylesheet the copy would be a jumble: none at all is better.
      style.onerror = drop
      stylesLeft++
      style.textContent = snap.sheets[i]
      box.appendChild(style)
    }
    box.insertAdjacentHTML('beforeend', snap.html)
    // A moving bar says the copy is not the live page yet (a transform: the compositor moves it, at no cost to
    // the main thread the app needs).
    var bar = document.createElement('div')
    bar.style.cssText = 'position:fixed;top:0;left:0;width:40%;height:3px;background:#b04530;z-index:10091;animation:studio-copy-bar 1s linear infinite'
    var keys = document.createElement('style')
    keys.textContent = '@keyframes studio-copy-bar{0%{transform:translateX(-100%)}100%{transform:translateX(250%)}}'
    box.appendChild(keys)
    box.appendChild(bar)
    var pictures = box.getElementsByTagName('img')
    for (var k = 0; k < pictures.length; k++) {
      if (pictures[k].complete) continue
      picturesLeft++
      pictures[k].onload = pictures[k].onerror = pictured
    }
    document.body.appendChild(box)
    mark('studio:copy-in')
    styled()
    pictured()

    // The app's page is ready when its main landmark is there with nothing still loading in it (a skeleton
    // is aria-busy), or when the page failed to load (pageLoad.h5.ts's error box).
    function ready() {
      if (document.getElementById('studio-page-error')) return true
      var current = document.querySelector('#app .taro_page_show')
      return !!current && !!current.querySelector('[role="main"]') && !current.querySelector('[aria-busy="true"]')
    }
    var queued = false
    watch = new MutationObserver(function () {
      if (queued || gone) return
      queued = true
      requestAnimationFrame(function () {
        queued = false
        if (ready()) drop()
      })
    })
    watch.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy', 'class'] })
    setTimeout(drop, MAX_SHOW_MS)
    window.addEventListener('hashchange', drop)
  }
})(__ENTRY_SCRIPTS__)
