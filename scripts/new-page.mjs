#!/usr/bin/env node
// Scaffolds a page: its route entry in src/routes/table.ts and its page file on the page shell.
//   npm run new:page -- <routeKey> <root>/<page> <title> [--anonymous] [--refresh] [--flag <featureFlag>] [--id]
//   npm run new:page -- liveList packageA/live/index 直播课 --anonymous --refresh --flag live
// The page config (title, pull-to-refresh) is generated from the route at build time; nothing else to add.
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
if (!key || !full || !title) fail('usage: npm run new:page -- <routeKey> <root>/<page> <title> [--anonymous] [--refresh] [--flag <flag>] [--id]')
if (!/^[a-z][A-Za-z0-9]*$/.test(key)) fail(`route key "${key}" must be camelCase`)
const [root, ...rest] = full.split('/')
const page = rest.join('/')
if (!['pages', 'packageA', 'packageB'].includes(root) || !page) fail(`"${full}" must be pages/..., packageA/... or packageB/...`)
const pkg = root === 'pages' ? 'main' : root
const pagePath = root === 'pages' ? full : page
const flagAt = args.indexOf('--flag')
const flag = flagAt >= 0 ? args[flagAt + 1] : undefined

const spec = fs.readFileSync(path.join(ROOT, 'spec', 'routes.tsv'), 'utf8')
if (!spec.split('\n').includes(`${pkg}\t${pagePath}`)) fail(`${full} is not a page of spec/routes.tsv`)
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
const entry = `  ${key}: route('${pkg}', '${pagePath}', { ${init.join(', ')} }),\n`
const anchor = '  // Ours, not the SPEC\'s'
if (!routes.includes(anchor)) fail('could not find where to add the route in src/routes/table.ts')
routes = routes.replace(anchor, entry + anchor)
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
