#!/usr/bin/env node
// Scaffolds a page: its route entry in src/routes/table.ts and its page file on the page shell.
//   npm run new:page -- <routeKey> <root>/<page> <title> [--ours] [--anonymous] [--refresh] [--flag <flag>] [--id]
//   npm run new:page -- practiceDiary packageB/practice/diary 练习日记 --ours --flag pianoAudio
// Every page of spec/routes.tsv is registered already, so a new page is one of ours: `--ours` also lists
// it in EXTRA_PAGES (the pages beyond the SPEC the route-table test allows). Without it, the page must be
// one of spec/routes.tsv. The page config (title, pull-to-refresh) is generated from the route at build time.
import fs from 'fs'
import path from 'path'
import { fileURLToPath } from 'url'

// NEW_PAGE_ROOT: another checkout (the scaffold's own test runs it on a copy).
const ROOT = process.env.NEW_PAGE_ROOT ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const ROUTES = path.join(ROOT, 'src', 'routes', 'table.ts')

function fail(message) {
  console.error(`new:page: ${message}`)
  process.exit(2)
}

const args = process.argv.slice(2)
const positional = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--flag')
const [key, full, title] = positional
if (!key || !full || !title) fail('usage: npm run new:page -- <routeKey> <root>/<page> <title> [--ours] [--anonymous] [--refresh] [--flag <flag>] [--id]')
if (!/^[a-z][A-Za-z0-9]*$/.test(key)) fail(`route key "${key}" must be camelCase`)
const [root, ...rest] = full.split('/')
const page = rest.join('/')
if (!['pages', 'packageA', 'packageB'].includes(root) || !page) fail(`"${full}" must be pages/..., packageA/... or packageB/...`)
const pkg = root === 'pages' ? 'main' : root
const pagePath = root === 'pages' ? full : page
const flagAt = args.indexOf('--flag')
const flag = flagAt >= 0 ? args[flagAt + 1] : undefined

const ours = args.includes('--ours')

const spec = fs.readFileSync(path.join(ROOT, 'spec', 'routes.tsv'), 'utf8')
const inSpec = spec.split('\n').includes(`${pkg}\t${pagePath}`)
if (ours && inSpec) fail(`${full} is a page of spec/routes.tsv: leave out --ours`)
if (!ours && !inSpec) fail(`${full} is not a page of spec/routes.tsv: a page of ours takes --ours`)
let routes = fs.readFileSync(ROUTES, 'utf8')
if (new RegExp(`^  ${key}: route\\(`, 'm').test(routes)) fail(`route "${key}" already exists`)
if (routes.includes(`'${pkg}', '${pagePath}'`)) fail(`${full} is already registered`)

const init = [
  `title: '${title}'`,
  args.includes('--anonymous') && 'anonymous: true',
  args.includes('--refresh') && 'pullToRefresh: true',
  flag && `flag: '${flag}'`,
  args.includes('--id') && 'query: { id: q.id }'
].filter(Boolean)
// The entry goes last in the `routes` object; a page of ours is also listed last in EXTRA_PAGES.
const table = /^export const routes = \{\n[\s\S]*?\n(?=\} as const\n)/m.exec(routes)
if (!table) fail('could not find the routes object in src/routes/table.ts')
const end = table.index + table[0].length
const last = routes.lastIndexOf('\n', end - 2) + 1
const withComma = routes.slice(last, end).replace(/\)\n$/, '),\n')
const entry = `  ${key}: route('${pkg}', '${pagePath}', { ${init.join(', ')} })\n`
routes = routes.slice(0, last) + withComma + entry + routes.slice(end)
if (ours) {
  const extra = /^export const EXTRA_PAGES: readonly string\[\] = \[\n[\s\S]*?(?=\n\]\n)/m.exec(routes)
  if (!extra) fail('could not find EXTRA_PAGES in src/routes/table.ts')
  const at = extra.index + extra[0].length
  routes = `${routes.slice(0, at)},\n  '${root === 'pages' ? full : `${root}/${page}`}'${routes.slice(at)}`
}
fs.writeFileSync(ROUTES, routes)

const file = path.join(ROOT, 'src', root === 'pages' ? '' : root, `${root === 'pages' ? full : page}.tsx`)
if (fs.existsSync(file)) fail(`${path.relative(ROOT, file)} exists`)
const depth = path.relative(path.dirname(file), path.join(ROOT, 'src')) || '.'
const component = `${key[0].toUpperCase()}${key.slice(1)}Page`
fs.mkdirSync(path.dirname(file), { recursive: true })
fs.writeFileSync(
  file,
  `import { View, Text } from '@tarojs/components'
import { definePage${args.includes('--id') ? ', type PageProps' : ''} } from '${depth}/components/PageShell'
import { routes } from '${depth}/routes'

/** ${title}: TODO say what the learner does here. */
function ${component}(${args.includes('--id') ? `{ query: { id } }: PageProps<typeof routes.${key}>` : ''}) {
  return (
    <View>
      <Text>${args.includes('--id') ? `{\`${title} #\${id}\`}` : title}</Text>
    </View>
  )
}

export default definePage(routes.${key}, ${component})
`
)
console.log(`added route "${key}" (${pkg} ${pagePath}) and ${path.relative(ROOT, file)}`)
