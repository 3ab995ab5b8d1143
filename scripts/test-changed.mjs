#!/usr/bin/env node
// `npm run test:changed`: runs the tests of what this branch and the working tree changed against main
// (scripts/changedTests.mjs says which and why), without a build unless asked.
//   --base <ref>  compare with <ref> instead of main (e.g. HEAD: only what is not committed yet)
//   --list        print the tests and why each runs; run nothing
//   --files a b   take these paths as the change (what would a change to them run?)
//   --build       build what the chosen weapp and browser tests need first (else they run only when the
//                 build in dist/ is newer than every changed file it is built from, and are listed otherwise)
import { execFileSync, spawnSync } from 'child_process'
import fs from 'fs'
import path from 'path'
import { fileURLToPath } from 'url'
import { BUILT_PROJECTS, projectOf, testsForChange } from './changedTests.mjs'

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const flag = (name) => args.includes(name)
const base = args.includes('--base') ? args[args.indexOf('--base') + 1] : 'main'
const started = Date.now()

const git = (...a) => execFileSync('git', a, { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean)
const exists = (f) => fs.existsSync(path.join(ROOT, f))

const given = args.includes('--files') ? args.slice(args.indexOf('--files') + 1).filter((a) => !a.startsWith('--')) : null
const since = given ? '' : git('merge-base', 'HEAD', base)[0]
const changed = given ?? [...new Set([...git('diff', '--name-only', since, 'HEAD'), ...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')])].sort()
const against = given ? 'given with --files' : `against ${base} (${since.slice(0, 8)}) and in the working tree`
if (!changed.length) {
  console.log(`Nothing changed against ${base}.`)
  process.exit(0)
}

const testPaths = [...new Set([...git('ls-files', 'tests'), ...git('ls-files', '--others', '--exclude-standard', 'tests')])].filter(
  (f) => /\.test\.tsx?$/.test(f) && projectOf(f) && exists(f)
)
const tests = testPaths.map((p) => ({ path: p, source: fs.readFileSync(path.join(ROOT, p), 'utf8') }))
const { tests: chosen, fullProjects, unmatched } = testsForChange(changed, tests)

// jest's import graph for the app and logic projects: what imports a changed file, however deep.
const sources = changed.filter((f) => exists(f) && /\.(tsx?|jsx?|mjs)$/.test(f) && !/\.test\.tsx?$/.test(f))
if (sources.length) {
  const listed = spawnSync('npx', ['jest', '--listTests', '--json', '--selectProjects', 'app', 'logic', '--findRelatedTests', ...sources], { cwd: ROOT, encoding: 'utf8' })
  const related = listed.status === 0 ? JSON.parse(listed.stdout.slice(listed.stdout.indexOf('['))) : []
  for (const abs of related) {
    const rel = path.relative(ROOT, abs)
    if (!chosen.has(rel)) chosen.set(rel, 'imports a changed file (jest --findRelatedTests)')
  }
}

// The weapp and browser tests test a build: run them when it is newer than what changed, or when asked to build.
const BUILDS = { weapp: { out: 'dist/weapp/app.js', build: 'build:weapp' }, e2e: { out: 'dist/h5/index.html', build: 'build:h5' } }
const buildInputs = changed.filter((f) => exists(f) && /^(src|config|types)\/|^package(-lock)?\.json$/.test(f))
const newestInput = Math.max(0, ...buildInputs.map((f) => fs.statSync(path.join(ROOT, f)).mtimeMs))
const fresh = (p) => exists(BUILDS[p].out) && fs.statSync(path.join(ROOT, BUILDS[p].out)).mtimeMs > newestInput

const byProject = new Map()
for (const [test, reason] of [...chosen].sort()) {
  const p = projectOf(test)
  if (!byProject.has(p)) byProject.set(p, [])
  byProject.get(p).push([test, reason])
}

console.log(`Changed ${against}: ${changed.length} files`)
for (const f of changed) console.log(`  ${f}`)
if (unmatched.length) console.log(`No test names these, so their side's whole suite runs: ${unmatched.join(', ')}`)
if (fullProjects.size) console.log(`A shared file changed: all tests of ${[...fullProjects].join(', ')}`)

const runNow = []
const skipped = []
for (const [p, list] of byProject) {
  const built = BUILT_PROJECTS.includes(p)
  const runs = !built || fresh(p) || flag('--build')
  console.log(`\n${p}: ${list.length} test files${runs ? '' : ` (not run: ${BUILDS[p].out} is older than the change or missing; --build builds it)`}`)
  for (const [test, reason] of list) console.log(`  ${test}  <- ${reason}`)
  ;(runs ? runNow : skipped).push(...list.map(([t]) => t))
}
if (flag('--list')) process.exit(0)
if (!runNow.length) {
  console.log('\nNo test to run without a build.')
  process.exit(0)
}

if (flag('--build')) {
  for (const p of BUILT_PROJECTS) {
    if (!byProject.has(p) || fresh(p)) continue
    console.log(`\n==> npm run ${BUILDS[p].build}`)
    if (spawnSync('npm', ['run', '--silent', BUILDS[p].build], { cwd: ROOT, stdio: 'inherit' }).status !== 0) process.exit(1)
  }
}

// Browser suites one at a time (each starts a server and a chromium); everything else on jest's workers.
const browser = runNow.filter((t) => projectOf(t) === 'e2e')
const rest = runNow.filter((t) => projectOf(t) !== 'e2e')
let status = 0
for (const [files, extra] of [[rest, []], [browser, ['--runInBand']]]) {
  if (!files.length) continue
  const run = spawnSync('npx', ['jest', '--ci', ...extra, '--runTestsByPath', ...files], { cwd: ROOT, stdio: 'inherit' })
  status ||= run.status ?? 1
}
const seconds = Math.round((Date.now() - started) / 1000)
console.log(`\ntest:changed: ${runNow.length} test files in ${seconds} s${skipped.length ? `; ${skipped.length} weapp/browser test files not run (no fresh build)` : ''}`)
process.exit(status)
