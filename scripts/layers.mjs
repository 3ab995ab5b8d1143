#!/usr/bin/env node
/**
 * The layer check (README "Map of the house"; rules and reasons in .dependency-cruiser.cjs), part of `npm run
 * lint`. Runs dependency-cruiser once per target, because Taro resolves `host/device` to device.h5.ts or
 * device.weapp.ts. It calls dependency-cruiser's API rather than its CLI: the CLI refuses Node 20 (its
 * engines say ^22), the version this project supports and CI runs; the API works on 20.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { cruise, format } from 'dependency-cruiser'
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config'

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(ROOT)
const require = createRequire(import.meta.url)
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs')

/** server/src's top folder of a module (a file at its root counts as its own folder), or null outside it. */
const serverFolder = (file) => (file.startsWith('server/src/') ? file.slice('server/src/'.length).split('/')[0].replace(/\.ts$/, '') : null)

/**
 * Pairs of server folders that import each other, in either direction (type-only imports too). The floor
 * rules already forbid them between floors; this also catches a folder the rules do not name yet.
 */
function mutualServerFolders(modules) {
  const edges = new Set()
  for (const m of modules) {
    const from = serverFolder(m.source)
    for (const d of m.dependencies) {
      const to = serverFolder(d.resolved)
      if (from && to && from !== to) edges.add(`${from} ${to}`)
    }
  }
  return [...edges].map((e) => e.split(' ')).filter(([a, b]) => a < b && edges.has(`${b} ${a}`))
}

let failed = false
for (const target of ['h5', 'weapp']) {
  process.env.TARGET = target
  delete require.cache[CONFIG]
  const { forbidden, options } = require(CONFIG)
  const { output: result } = await cruise(
    ['src', 'types', 'server', 'config', 'scripts', 'console/src'],
    { ...options, validate: true, ruleSet: { forbidden } },
    undefined,
    { tsConfig: extractTSConfig(options.tsConfig.fileName) }
  )
  const { error, warn, totalCruised } = result.summary
  const mutual = mutualServerFolders(result.modules)
  if (mutual.length) {
    failed = true
    console.error(`layer check (${target}): server folders that import each other: ${mutual.map(([a, b]) => `${a} <-> ${b}`).join(', ')}`)
  }
  if (error + warn > 0) {
    failed = true
    console.error(`layer check (${target}):`)
    console.error((await format(result, { outputType: 'err-long' })).output)
  } else {
    console.log(`layer check (${target}): no violations, ${totalCruised} modules`)
  }
}
process.exitCode = failed ? 1 : 0

