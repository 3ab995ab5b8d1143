#!/usr/bin/env node
/**
 * After `taro build --type h5`:
 *  1. index.html preloads the home page's chunk (JS and CSS, from dist/h5-manifest.json): the router would
 *     only ask for it after the app bundle has run, one more round trip before the first screen.
 *  2. Every text asset gets .br and .gz beside it, so the server sends compressed bytes without compressing
 *     per request (@fastify/static `preCompressed`).
 */
const fs = require('fs')
const path = require('path')
const zlib = require('zlib')

const ROOT = path.join(__dirname, '..')
const DIR = path.join(ROOT, 'dist', 'h5')
const TEXT = /\.(js|css|html|svg|json)$/
const HOME = './pages/index/index'

function preloadHome() {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'dist', 'h5-manifest.json'), 'utf8'))
  const home = manifest.groups.find((g) => g.origins.some((o) => o.request === HOME))
  if (!home) throw new Error('home page chunk missing from dist/h5-manifest.json')
  const links = home.files
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => `<link data-home rel="preload" as="${f.endsWith('.js') ? 'script' : 'style'}" href="/${f}">`)
    .join('')
  const file = path.join(DIR, 'index.html')
  const html = fs.readFileSync(file, 'utf8').replace(/<link data-home[^>]*>/g, '')
  fs.writeFileSync(file, html.replace('</head>', `${links}</head>`))
}

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
}

function precompress() {
  let raw = 0
  let br = 0
  for (const file of walk(DIR).filter((f) => TEXT.test(f))) {
    const data = fs.readFileSync(file)
    const b = zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
    fs.writeFileSync(`${file}.br`, b)
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }))
    raw += data.length
    br += b.length
  }
  console.log(`dist/h5: home chunk preloaded; ${(raw / 1024).toFixed(0)} KB of text assets -> ${(br / 1024).toFixed(0)} KB brotli`)
}

preloadHome()
precompress()
