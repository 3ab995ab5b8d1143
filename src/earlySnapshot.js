/*
 * Starts the app, and on a repeat visit first shows the page as the learner last saw it (H5 with the service
 * worker on; docs/decisions/repeat-visit-page-copy.md). scripts/postbuild-h5.js minifies
 * this file and inlines it into index.html right after the app's root element, with the app's entry scripts
 * (preloaded in the head) in place of __ENTRY_SCRIPTS__.
 *
 * When the learner last left a catalogue page (home, a course, the audio library...), the app kept a copy of
 * what it showed (src/platform/h5/pageSnapshot.ts). Opening that page again, this script puts the copy on
 * screen at once, before the app bundle has been compiled and run (a second or more on a mid-range phone even
 * with every file from the worker's cache), and takes it away as soon as the app's own page has rendered its
 * content. The copy is a still picture: hidden from screen readers, and a tap on it does nothing (it would
 * otherwise reach the app's page underneath, unseen).
 *
 * The app's scripts are started here, not by `defer` tags: with a copy to show they start once it is painted
 * (its stylesheets in, its pictures in or PICTURES_WAIT_MS gone), because compiling and running them holds the
 * main thread for a second or more and nothing would be painted until they were done. Without a copy they
 * start at once.
 *
 * A copy is only used with the build that made it (its class names and stylesheets are that build's), by the
 * session that saw it, and for a week. The key and the owner are computed as pageSnapshot.ts computes them
 * (tests/unit/earlySnapshot.test.ts runs both). Plain ES5 with no dependencies.
 */
;(function (entryScripts) {
  var MAX_AGE_MS = 7 * 24 * 3600 * 1000
  // The app's page takes over at the latest after this, skeleton or not.
  var MAX_SHOW_MS = 8000
  // The app starts at the latest this long after the copy went in, painted or not (a stylesheet that hangs,
  // or a browser that holds its frames back: docs/decisions/bench-sets-screen-before-navigating.md).
  var START_AFTER_MS = 1000
  // A cover not in the cache does not hold the app back longer than this.
  var PICTURES_WAIT_MS = 400

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
  showCopy(copy, function () {
    // Once the frame with the copy is on screen: the frame after it has begun.
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        mark('studio:copy-painted')
        setTimeout(start, 0)
      })
    })
  })

  // Read by scripts/bench-repeat.mts and the offline journey: when the copy showed, when the app started.
  function mark(name) {
    if (window.performance && performance.mark) performance.mark(name)
  }

  /** The copy's key: the page path and its query but the sharer's code (`msv`), in name order. */
  function keyOf(hash) {
    var h = hash.replace(/^#/, '')
    var q = h.indexOf('?')
    var page = q < 0 ? h : h.slice(0, q)
    if (page === '' || page === '/') page = '/pages/index/index'
    var kept = []
    var pairs = q < 0 ? [] : h.slice(q + 1).split('&')
    for (var i = 0; i < pairs.length; i++) {
      if (pairs[i] && pairs[i].split('=')[0] !== 'msv') kept.push(pairs[i])
    }
    return 'studio-snapshot:' + page + (kept.length ? '?' + kept.sort().join('&') : '')
  }

  /** Whose session it is: the stored token's tail ('' for a visitor). */
  function ownerOf(stored) {
    var token = JSON.parse(stored || '{}').data
    return typeof token === 'string' ? token.slice(-12) : ''
  }

  function readCopy() {
    var key = keyOf(location.hash)
    var snap = JSON.parse(localStorage.getItem(key) || 'null')
    if (!snap) return null
    // Only the session that saw the page sees its copy (a visitor's copy, a visitor); another's goes.
    if (snap.owner !== ownerOf(localStorage.getItem('meedu-h5-token'))) {
      localStorage.removeItem(key)
      return null
    }
    if (snap.build !== entryScripts[entryScripts.length - 1] || !(Date.now() - snap.at < MAX_AGE_MS)) return null
    return snap
  }

  /** Puts the copy on screen; `painted` once its stylesheets and pictures are in (or failed, or waited for). */
  function showCopy(snap, painted) {
    var box = document.createElement('div')
    var watch = null
    var gone = false
    function drop() {
      if (gone) return
      gone = true
      if (watch) watch.disconnect()
      if (box.parentNode) box.parentNode.removeChild(box)
      start()
    }
    // First, so that whatever goes wrong below the copy still leaves.
    setTimeout(drop, MAX_SHOW_MS)
    window.addEventListener('hashchange', drop)
    try {
      fill(box, snap, drop, painted)
    } catch (e) {
      drop()
      return
    }

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
  }

  function fill(box, snap, drop, painted) {
    box.id = 'studio-snapshot'
    box.setAttribute('aria-hidden', 'true')
    box.style.cssText =
      'position:fixed;top:0;right:0;bottom:0;left:0;z-index:10080;overflow:hidden;background:#f7f7f7;touch-action:none'
    // A still picture: a tap or a scroll on it goes nowhere.
    var swallow = function (e) {
      e.preventDefault()
      e.stopPropagation()
    }
    var kinds = ['click', 'pointerdown', 'touchstart', 'touchmove', 'wheel', 'contextmenu']
    for (var k = 0; k < kinds.length; k++) box.addEventListener(kinds[k], swallow, { passive: false })

    var waiting = 2
    function settled() {
      if (--waiting === 0) painted()
    }
    // The page's stylesheets in their order, as text inside the box, so they go with it (a <link> would be
    // taken by the app's chunk loader as its own, then vanish with the box) and the copy waits for nothing:
    // contentful in its first frame, which matters to Chrome's paint holding (it keeps the previous screen
    // until the new page paints content). An @import (a file the app could not read) is waited for, hidden.
    var sheetsLeft = 1
    function styled() {
      if (--sheetsLeft > 0) return
      box.style.visibility = ''
      settled()
    }
    for (var i = 0; i < snap.sheets.length; i++) {
      var style = document.createElement('style')
      style.textContent = snap.sheets[i]
      if (/^@import/.test(snap.sheets[i])) {
        style.onload = styled
        // Without a stylesheet the copy would be a jumble: none at all is better.
        style.onerror = drop
        sheetsLeft++
      }
      box.appendChild(style)
    }
    box.insertAdjacentHTML('beforeend', snap.html)
    // A moving bar says the copy is not the live page yet (a transform: the compositor moves it, at no cost to
    // the main thread the app needs).
    var keys = document.createElement('style')
    keys.textContent = '@keyframes studio-copy-bar{0%{transform:translateX(-100%)}100%{transform:translateX(250%)}}'
    var bar = document.createElement('div')
    bar.style.cssText = 'position:fixed;top:0;left:0;width:40%;height:3px;background:#b04530;z-index:10091;animation:studio-copy-bar 1s linear infinite'
    box.appendChild(keys)
    box.appendChild(bar)

    var picturesLeft = 1
    function pictured() {
      if (--picturesLeft === 0) settled()
    }
    var pictures = box.getElementsByTagName('img')
    for (var j = 0; j < pictures.length; j++) {
      if (pictures[j].complete) continue
      picturesLeft++
      pictures[j].onload = pictures[j].onerror = pictured
    }
    setTimeout(function () {
      if (picturesLeft > 0) {
        picturesLeft = 1
        pictured()
      }
    }, PICTURES_WAIT_MS)
    document.body.appendChild(box)
    mark('studio:copy-in')
    if (sheetsLeft > 1) box.style.visibility = 'hidden'
    styled()
    pictured()
  }
})(__ENTRY_SCRIPTS__)
