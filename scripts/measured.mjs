#!/usr/bin/env node
/**
 * Writes docs/MEASURED.md, the whole file, from reports/ (never by hand): how long `npm test` took, step by
 * step in scripts/test.sh's layout, and how many tests it ran (reports/test-steps.json and
 * reports/jest-*.json, written by scripts/test.sh), the commit it measured, the H5 first load and the weapp
 * packages (reports/size.json, `node scripts/size.js --json`), WeChat's limits per page
 * (reports/bench-weapp.json, `npm run bench:weapp`), the reference server under load
 * (reports/bench-server.json, `npm run bench:server`). `npm test` runs it last; `npm run report:measured`
 * runs it on whatever reports/ holds. A missing input is said to be missing, never filled in; steps recorded
 * by an older scripts/test.sh are said to be so.
 * MEASURED_REPORTS and MEASURED_OUT point it at another folder and file (its test does).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { benchServerSection } from './benchServerReport.mjs'

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const REPORTS = process.env.MEASURED_REPORTS ?? path.join(ROOT, 'reports')
const OUT = process.env.MEASURED_OUT ?? path.join(ROOT, 'docs', 'MEASURED.md')

const read = (name) => {
  const file = path.join(REPORTS, name)
  return fs.existsSync(file) ? { data: JSON.parse(fs.readFileSync(file, 'utf8')), date: fs.statSync(file).mtime } : null
}
const day = (d) => d.toISOString().slice(0, 10)
const minute = (d) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`
const kb = (n) => `${(n / 1024).toFixed(1)} KB`
const mmss = (s) => `${Math.floor(s / 60)}m${String(Math.round(s % 60)).padStart(2, '0')}s`
const missing = (what, how) => `_Not measured: ${what} is missing (${how})._`

/** The steps scripts/test.sh runs now, in order ("done" only closes the last one). */
function currentSteps() {
  const script = fs.readFileSync(path.join(ROOT, 'scripts', 'test.sh'), 'utf8')
  return [...script.matchAll(/^step "([^"]+)"/gm)].map((m) => m[1]).filter((name) => name !== 'done')
}

/** The commit the run measured, and whether the checkout had changes beside it. */
function commit() {
  try {
    const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim()
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no', '--', '.', ':!docs/MEASURED.md') ? ' with uncommitted changes' : ''}`
  } catch {
    return 'not a git checkout'
  }
}

function testRun() {
  const steps = read('test-steps.json')
  const jests = fs.existsSync(REPORTS) ? fs.readdirSync(REPORTS).filter((n) => /^jest-.*\.json$/.test(n)) : []
  const lines = ['## `npm test`', '']
  if (!steps) return [...lines, missing('reports/test-steps.json', 'run `npm test`')]
  const { total, steps: list, load } = steps.data
  let passed = 0
  let failed = 0
  for (const n of jests) {
    const r = read(n).data
    passed += r.numPassedTests
    failed += r.numFailedTests
  }
  lines.push(
    `${minute(steps.date)}, commit ${commit()}: **${mmss(total)}**, ${passed} tests passed, ${failed} failed (${os.cpus().length} cores; load average at the end ${load}).`,
    ''
  )
  lines.push('| step | time |', '| --- | --- |', ...list.map((s) => `| ${s.name} | ${mmss(s.seconds)} |`))
  const now = currentSteps()
  if (list.map((s) => s.name).join('\n') !== now.join('\n')) {
    lines.push('', `_These steps are not scripts/test.sh's as it is now (${now.length} steps: ${now.join('; ')}); its next full run replaces them._`)
  }
  return lines
}

function size() {
  const r = read('size.json')
  const lines = ['## Size', '']
  if (!r) return [...lines, missing('reports/size.json', 'run `node scripts/size.js --json`')]
  const { h5, weapp } = r.data
  lines.push(`${day(r.date)}: H5 first load of the home route **${kb(h5.firstLoad)}** gzip (budget 150 KB); the largest page chunk ${h5.pages[0].page} ${kb(h5.pages[0].gzip)}.`, '')
  lines.push('| weapp package | raw | gzip |', '| --- | --- | --- |', ...Object.entries(weapp).map(([name, p]) => `| ${name} | ${kb(p.raw)} | ${kb(p.gzip)} |`))
  return lines
}

function benchServer() {
  const r = read('bench-server.json')
  if (!r) return ['## Reference server (`npm run bench:server`)', '', missing('reports/bench-server.json', 'run `npm run bench:server`')]
  const pg = read('bench-server-postgres.json')
  const postgres = pg ? benchServerSection(pg.data) : ['## Reference server on PostgreSQL (`npm run bench:server -- --engine postgres`)', '', missing('reports/bench-server-postgres.json', 'run `npm run bench:server -- --engine postgres`')]
  return [...benchServerSection(r.data), '', ...postgres]
}

function benchWeapp() {
  const r = read('bench-weapp.json')
  const lines = ['## Mini-program limits (`npm run bench:weapp`)', '']
  if (!r) return [...lines, missing('reports/bench-weapp.json', 'run `npm run bench:weapp`')]
  lines.push(`${day(new Date(r.data.date))}: the worst page per measure:`, '', '```json', JSON.stringify(r.data.worst, null, 1), '```')
  return lines
}

const text = [
  '# Measured',
  '',
  '<!-- Generated by scripts/measured.mjs from reports/ (npm test runs it): do not edit by hand. -->',
  'Numbers from the last run on the machine that ran it (a shared machine: see the load average).',
  '',
  ...testRun(),
  '',
  ...size(),
  '',
  ...benchWeapp(),
  '',
  ...benchServer(),
  ''
].join('\n')
fs.writeFileSync(OUT, text)
console.log(`wrote ${path.relative(ROOT, OUT)}`)
