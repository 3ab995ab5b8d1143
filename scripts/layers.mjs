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
  if (error + warn > 0) {
    failed = true
    console.error(`layer check (${target}):`)
    console.error((await format(result, { outputType: 'err-long' })).output)
  } else {
    console.log(`layer check (${target}): no violations, ${totalCruised} modules`)
  }
}
process.exitCode = failed ? 1 : 0

