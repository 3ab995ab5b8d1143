#!/usr/bin/env node
/**
 * After `taro build --type h5`, index.html gets two small inline scripts (each file says why):
 *  1. src/earlyChunks.js, before config.js, with the page -> chunk files map from dist/h5-manifest.json:
 *     a deep link's page chunk downloads alongside the app bundle;
 *  2. src/earlyData.js, after config.js: the landing page's first requests and its largest image start
 *     while the app bundle is still downloading;
 *  3. src/earlySnapshot.js, after the app's root element: it starts the app's entry scripts (their `defer`
 *     tags become preloads in the head), on a repeat visit after showing the page as the learner last saw it.
 * The entry scripts and the page chunks get V8's compile hint (see addCompileHints). Then every text asset
 * gets .br and .gz beside it, so the server sends compressed bytes without compressing per request
 * (@fastify/static `preCompressed`).
 */
const fs = require('fs')
const path = require('path')
const crypto = require('crypto')
const { minify } = require('terser')
const { precompress } = require('./precompress')

const ROOT = path.join(__dirname, '..')
const DIR = path.join(ROOT, 'dist', 'h5')
const CONFIG_TAG = '<script src="./config.js"></script>'
const ROOT_TAG = '<div id="app"></div>'

/** Page path (as in the hash) -> its chunk's JS and CSS files. */
function pageChunks() {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'dist', 'h5-manifest.json'), 'utf8'))
  const pages = {}
  for (const group of manifest.groups) {
    for (const origin of group.origins) {
      const m = /^\.(\/.+)$/.exec(origin.request || '')
      if (m) pages[m[1]] = group.files.filter((f) => /\.(js|css)$/.test(f))
    }
  }
  if (!pages['/pages/index/index']) throw new Error('home page chunk missing from dist/h5-manifest.json')
  return pages
}

/** The app's entry scripts: webpack's `defer` tags, or the preloads a run of this script made of them. */
const ENTRY = /<script defer="defer" src="(\/js\/[^"]+\.js)"><\/script>|<link rel="preload" as="script" href="(\/js\/[^"]+\.js)">/g

function entryScripts(html) {
  const entry = [...html.matchAll(ENTRY)].map((m) => m[1] || m[2])
  if (entry.length === 0 || !/\/js\/app\.[0-9a-f]+\.js$/.test(entry[entry.length - 1])) throw new Error('index.html: entry scripts not found (app.js last)')
  return entry
}

async function inline(file, replacements = {}) {
  let source = fs.readFileSync(path.join(ROOT, 'src', file), 'utf8')
  for (const [from, to] of Object.entries(replacements)) source = source.replaceAll(from, to)
  const { code } = await minify(source, { ecma: 5, compress: true, mangle: true })
  return `<script data-inline="${file}">${code}</script>`
}

/**
 * The app stylesheet is about 1 KB: inline it, so it does not take one of the browser's six connections
 * to this origin while the app bundle waits for one.
 */
function inlineAppCss(html) {
  const link = /<link href="\/(css\/app\.[0-9a-f]+\.css)" rel="stylesheet">/.exec(html)
  if (!link) return html
  const css = fs.readFileSync(path.join(DIR, link[1]), 'utf8').replace(/<\/style/gi, '<\\/style')
  return html.replace(link[0], `<style data-inline="${link[1]}">${css}</style>`)
}

async function inlineEarlyScripts() {
  const file = path.join(DIR, 'index.html')
  // Idempotent: a second run replaces what the first one inlined.
  const html = fs.readFileSync(file, 'utf8').replace(/<script data-inline="[^"]*">.*?<\/script>/gs, '')
  if (!html.includes(CONFIG_TAG)) throw new Error('index.html: config.js tag not found, cannot place the early scripts')
  if (!html.includes(ROOT_TAG)) throw new Error('index.html: the app root element not found, cannot place the snapshot script')
  const chunks = await inline('earlyChunks.js', { __PAGE_CHUNKS__: JSON.stringify(pageChunks()) })
  const data = await inline('earlyData.js')
  const entry = entryScripts(html)
  const start = await inline('earlySnapshot.js', { __ENTRY_SCRIPTS__: JSON.stringify(entry) })
  const placed = html
    .replace(ENTRY, (_, deferred, preloaded) => `<link rel="preload" as="script" href="${deferred || preloaded}">`)
    .replace(CONFIG_TAG, `${chunks}${CONFIG_TAG}${data}`)
    .replace(ROOT_TAG, `${ROOT_TAG}${start}`)
  fs.writeFileSync(file, inlineAppCss(placed))
}

/** Each text asset compressed both ways (scripts/precompress.js). */
async function precompressAll() {
  const [raw, br] = await precompress(DIR)
  console.log(`dist/h5: early scripts inlined; ${(raw / 1024).toFixed(0)} KB of text assets -> ${(br / 1024).toFixed(0)} KB brotli`)
}

/**
 * V8's explicit compile hint (Chrome 136+, https://v8.dev/blog/explicit-compile-hints): the scripts every
 * route runs at start, and each page's chunk (most of its functions run on its first render), are compiled
 * eagerly while they stream in, on a background thread, instead of one function at a time on the main
 * thread as each is first called (about 900 functions at load). Other chunks (hls.js, the metronome, the
 * sanitizer) keep lazy compilation. The hint goes in after hashing: the file names still change whenever
 * the code does.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

function addCompileHints() {
  const entry = entryScripts(fs.readFileSync(path.join(DIR, 'index.html'), 'utf8')).map((src) => src.slice(1))
  const pages = Object.values(pageChunks()).flat().filter((f) => f.endsWith('.js'))
  for (const script of new Set([...entry, ...pages])) {
    const file = path.join(DIR, script)
    const code = fs.readFileSync(file, 'utf8')
    if (!code.startsWith(COMPILE_HINT)) fs.writeFileSync(file, COMPILE_HINT + code)
  }
}

/**
 * The service worker's precache list (config/serviceWorker.ts) holds index.html with the revision webpack
 * saw; the page served is the one this script has just rewritten. Its revision becomes that page's hash, so
 * a change made here alone (the early scripts) still reaches learners as a new version.
 */
function reviseShellInWorker() {
  const file = path.join(DIR, 'sw.js')
  if (!fs.existsSync(file)) return
  const revision = crypto.createHash('md5').update(fs.readFileSync(path.join(DIR, 'index.html'))).digest('hex')
  const sw = fs.readFileSync(file, 'utf8')
  const shell = /(\{url:"\/index\.html",revision:")[0-9a-f]+(")/
  if (!shell.test(sw)) throw new Error('dist/h5/sw.js: index.html not found in the precache list')
  fs.writeFileSync(file, sw.replace(shell, `$1${revision}$2`))
}

async function main() {
  await inlineEarlyScripts()
  addCompileHints()
  reviseShellInWorker()
  await precompressAll()
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
