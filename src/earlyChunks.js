/*
 * Deep links load their page's chunk alongside the app bundle (H5 only). Without this the router would only
 * ask for it once the app bundle has run: one more round trip before the first screen of a shared course
 * link. scripts/postbuild-h5.js fills in the page -> files map from the build's chunk manifest, minifies
 * this file and inlines it into index.html before config.js. Plain ES5, no dependencies.
 */
;(function (pages) {
  var hash = location.hash.replace(/^#/, '').split('?')[0]
  var files = pages[hash === '' || hash === '/' ? '/pages/index/index' : hash] || []
  for (var i = 0; i < files.length; i++) {
    var link = document.createElement('link')
    link.rel = 'preload'
    link.setAttribute('as', /\.css$/.test(files[i]) ? 'style' : 'script')
    link.href = '/' + files[i]
    document.head.appendChild(link)
  }
})(__PAGE_CHUNKS__)
