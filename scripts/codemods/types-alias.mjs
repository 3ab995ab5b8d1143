#!/usr/bin/env node
/**
 * Rewrites relative imports of types/ to the `~types/...` alias (tsconfig.json's paths; eslint refuses the
 * relative form in src/ and server/src/). Idempotent: run it again after merging work that added relative
 * ones. `node scripts/codemods/types-alias.mjs [dir ...]` (default: src server/src); `--check` lists what it
 * would change and exits 1 if anything would.
 * It rewrites the specifier of `from '...'`, `import('...')`, `require('...')` and `jest.mock('...')` when
 * it resolves into types/; files inside types/ keep their relative imports.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const TYPES = path.join(ROOT, 'types')
const args = process.argv.slice(2)
const check = args.includes('--check')
const dirs = args.filter((a) => !a.startsWith('--'))
const roots = (dirs.length ? dirs : ['src', 'server/src']).map((d) => path.resolve(ROOT, d))

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/
const SKIP = /(^|\/)(node_modules|dist)(\/|$)/
/** A module specifier in an import, export, dynamic import, require or jest.mock. */
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bjest\.(?:mock|requireActual)\s*\(\s*)(['"])(\.{1,2}\/[^'"]*)\2/g

function* files(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    if (SKIP.test(path.relative(ROOT, p))) continue
    if (e.isDirectory()) yield* files(p)
    else if (SOURCE.test(e.name)) yield p
  }
}

let changedFiles = 0
let changedImports = 0
for (const root of roots) {
  for (const file of files(root)) {
    if (file.startsWith(TYPES + path.sep)) continue
    const text = fs.readFileSync(file, 'utf8')
    let n = 0
    const next = text.replace(SPECIFIER, (all, lead, quote, spec) => {
      const target = path.resolve(path.dirname(file), spec)
      if (!target.startsWith(TYPES + path.sep)) return all
      n++
      const rest = path.relative(TYPES, target).split(path.sep).join('/')
      return `${lead}${quote}~types/${rest}${quote}`
    })
    if (!n) continue
    changedFiles++
    changedImports += n
    if (check) console.log(`${path.relative(ROOT, file)}: ${n}`)
    else fs.writeFileSync(file, next)
  }
}
console.log(`${check ? 'would rewrite' : 'rewrote'} ${changedImports} import(s) of types/ in ${changedFiles} file(s)`)
if (check && changedImports) process.exitCode = 1
