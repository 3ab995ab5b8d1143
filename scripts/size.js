#!/usr/bin/env node
/**
 * Size budget (docs/speed.md). Builds both targets (skip with --no-build), then prints:
 *  - H5: the gzip size of what a phone downloads before the home page renders (initial entry JS+CSS and
 *    the home page chunk, from dist/h5-manifest.json), and of each other page's own chunk;
 *  - weapp: each package (main and sub-packages), raw and gzip;
 *  - the studio console (dist/admin): what the login page downloads before its form shows (the page, the
 *    entry and every chunk it imports, and the login screen's chunks, from Vite's manifest).
 * Fails when the H5 first load exceeds 150 KB gzip, a weapp package exceeds 2 MB (WeChat's limit,
 * counted on raw bytes) or the console's login first load exceeds 200 KB gzip. --json writes the numbers
 * to reports/size.json as well.
 */
const fs = require('fs')
const path = require('path')
const zlib = require('zlib')
const { execSync } = require('child_process')

const ROOT = path.join(__dirname, '..')
const H5 = path.join(ROOT, 'dist', 'h5')
const WEAPP = path.join(ROOT, 'dist', 'weapp')
const H5_BUDGET = 150 * 1024
const H5_GOAL = 120 * 1024
const WEAPP_PACKAGE_LIMIT = 2 * 1024 * 1024
const HOME_PAGE = './pages/index/index'
const CONSOLE = path.join(ROOT, 'dist', 'admin')
// MeEdu's own admin loads about 900 KB gzip before its login form.
const CONSOLE_BUDGET = 200 * 1024
const CONSOLE_LOGIN = 'src/screens/login/LoginPage.tsx'

const args = new Set(process.argv.slice(2))
const kb = (n) => `${(n / 1024).toFixed(1)} KB`
const gzip = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length

function build() {
  for (const target of ['h5', 'weapp', 'console']) {
    process.stdout.write(`building ${target}... `)
    const t = Date.now()
    // The npm scripts, so dist/h5 gets its post-build steps too and stays servable after a size run.
    execSync(`npm run --silent build:${target}`, { cwd: ROOT, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } })
    console.log(`${((Date.now() - t) / 1000).toFixed(0)} s`)
  }
}

function h5Report() {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'dist', 'h5-manifest.json'), 'utf8'))
  const measured = (files) => files.filter((f) => /\.(js|css)$/.test(f)).map((f) => ({ file: f, gzip: gzip(path.join(H5, f)) }))
  const initial = manifest.groups.filter((g) => g.initial).flatMap((g) => g.files)
  const pageOf = (g) => g.origins.map((o) => o.request).find((r) => r && r.startsWith('./pages/') || (r && /^\.\/package[AB]\//.test(r)))
  const home = manifest.groups.find((g) => pageOf(g) === HOME_PAGE)
  if (!home) throw new Error('home page chunk not found in dist/h5-manifest.json')
  const firstLoad = measured([...new Set([...initial, ...home.files])])
  const firstLoadTotal = firstLoad.reduce((a, f) => a + f.gzip, 0)
  const pages = manifest.groups
    .filter((g) => pageOf(g))
    .map((g) => ({ page: pageOf(g).slice(2), gzip: measured(g.files).reduce((a, f) => a + f.gzip, 0) }))
    .sort((a, b) => b.gzip - a.gzip)
  console.log('\nH5 first load of the home route (gzip):')
  for (const f of firstLoad) console.log(`  ${kb(f.gzip).padStart(10)}  ${f.file}`)
  console.log(`  ${kb(firstLoadTotal).padStart(10)}  total (budget ${kb(H5_BUDGET)}, goal ${kb(H5_GOAL)})`)
  console.log('H5 page chunks, loaded on first visit to each page (gzip):')
  for (const p of pages) console.log(`  ${kb(p.gzip).padStart(10)}  ${p.page}`)
  return { firstLoad: firstLoadTotal, files: firstLoad, pages }
}

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    return e.isDirectory() ? walk(p) : [p]
  })
}

function weappReport() {
  const app = JSON.parse(fs.readFileSync(path.join(WEAPP, 'app.json'), 'utf8'))
  const roots = (app.subPackages || app.subpackages || []).map((p) => p.root.replace(/\/$/, ''))
  const packages = { main: { raw: 0, gzip: 0, files: 0 } }
  for (const r of roots) packages[r] = { raw: 0, gzip: 0, files: 0 }
  for (const file of walk(WEAPP)) {
    const rel = path.relative(WEAPP, file)
    if (rel === 'project.config.json' || rel.endsWith('.LICENSE.txt')) continue
    const pkg = roots.find((r) => rel.startsWith(`${r}/`)) ?? 'main'
    packages[pkg].raw += fs.statSync(file).size
    packages[pkg].gzip += gzip(file)
    packages[pkg].files += 1
  }
  console.log('\nweapp packages (raw / gzip; WeChat limit 2 MB raw each):')
  for (const [name, p] of Object.entries(packages)) console.log(`  ${name.padEnd(10)} ${kb(p.raw).padStart(10)} / ${kb(p.gzip).padStart(9)}  (${p.files} files)`)
  return packages
}

/** The console's login page: index.html, the entry and its static imports, the login screen and its imports, CSS included. */
function consoleReport() {
  const manifest = JSON.parse(fs.readFileSync(path.join(CONSOLE, '.vite', 'manifest.json'), 'utf8'))
  const keys = new Set()
  const visit = (key) => {
    if (keys.has(key)) return
    if (!manifest[key]) throw new Error(`${key} not found in dist/admin/.vite/manifest.json`)
    keys.add(key)
    for (const k of manifest[key].imports ?? []) visit(k)
  }
  visit('index.html')
  visit(CONSOLE_LOGIN)
  const files = ['index.html', ...[...keys].flatMap((k) => [manifest[k].file, ...(manifest[k].css ?? [])])]
  const measured = [...new Set(files)].map((f) => ({ file: f, gzip: gzip(path.join(CONSOLE, f)) }))
  const total = measured.reduce((a, f) => a + f.gzip, 0)
  console.log('\nconsole: the login page\'s first load (gzip):')
  for (const f of measured) console.log(`  ${kb(f.gzip).padStart(10)}  ${f.file}`)
  console.log(`  ${kb(total).padStart(10)}  total (budget ${kb(CONSOLE_BUDGET)}; MeEdu's admin: about 900 KB)`)
  return { loginFirstLoad: total, files: measured }
}

if (!args.has('--no-build')) build()
const h5 = h5Report()
const weapp = weappReport()
const admin = consoleReport()
if (args.has('--json')) {
  fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true })
  fs.writeFileSync(path.join(ROOT, 'reports', 'size.json'), JSON.stringify({ h5, weapp, console: admin }, null, 2))
}
const failures = []
if (h5.firstLoad > H5_BUDGET) failures.push(`H5 first load ${kb(h5.firstLoad)} exceeds ${kb(H5_BUDGET)}`)
if (admin.loginFirstLoad > CONSOLE_BUDGET) failures.push(`console login first load ${kb(admin.loginFirstLoad)} exceeds ${kb(CONSOLE_BUDGET)}`)
for (const [name, p] of Object.entries(weapp)) if (p.raw > WEAPP_PACKAGE_LIMIT) failures.push(`weapp package ${name} ${kb(p.raw)} exceeds 2 MB`)
if (failures.length) {
  console.error(`\nsize budget FAILED:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
console.log('\nsize budget ok')
