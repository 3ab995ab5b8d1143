#!/usr/bin/env node
/**
 * Validates dist/weapp with WeChat's own miniprogram-ci, offline (docs/mini-program.md):
 *  1. getCompiledResult: app.json against WeChat's rules (pages exist, tab bar, sub-packages) and a JS
 *     compile as the devtools do;
 *  2. checkCodeQuality: WeChat's quality checks (main package under 1.5 MB, JS/WXML/WXSS compression,
 *     lazy code loading).
 * Uses a throwaway appid and key: nothing is uploaded, and project attributes come from the module's
 * defaults instead of WeChat's servers. Run `npm run build:weapp` first.
 */
const fs = require('fs')
const os = require('os')
const path = require('path')
const crypto = require('crypto')
const ci = require('miniprogram-ci')

const projectPath = path.join(__dirname, '..', 'dist', 'weapp')

// Offline: miniprogram-ci asks WeChat's servers for optional data (e.g. the file-extension allow list)
// and falls back to its built-in copy when that fails. On a closed network the request hangs instead of
// failing, so route it to a closed loopback port: it is refused at once and the fallback is used.
ci.proxy('http://127.0.0.1:9')

async function main() {
  if (!fs.existsSync(path.join(projectPath, 'app.json'))) {
    console.error('dist/weapp/app.json missing: run `npm run build:weapp` first')
    process.exit(1)
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'weapp-check-'))
  const keyPath = path.join(tmp, 'private.key')
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 1024 })
  fs.writeFileSync(keyPath, privateKey.export({ type: 'pkcs1', format: 'pem' }))
  const project = new ci.Project({
    appid: 'wx0123456789abcdef',
    type: 'miniProgram',
    projectPath,
    privateKeyPath: keyPath,
    ignores: ['node_modules/**/*'],
    attr: async () => ci.DefaultProjectAttr
  })

  const started = Date.now()
  const compiled = await ci.getCompiledResult(
    { project, setting: { es6: true, minify: true, minifyWXML: true, minifyWXSS: true }, version: '0.0.0' },
    path.join(tmp, 'compiled.zip')
  )
  const files = Object.keys(compiled)
  console.log(`compile: ok, ${files.length} files (${((Date.now() - started) / 1000).toFixed(1)} s)`)

  const results = await ci.checkCodeQuality(project)
  let failed = 0
  for (const r of results) {
    console.log(`  ${r.success ? 'pass' : 'FAIL'}  ${r.name}${r.success ? '' : `: ${r.text || ''} ${JSON.stringify(r.detail || '')}`}`)
    if (!r.success) failed++
  }
  fs.rmSync(tmp, { recursive: true, force: true })
  if (failed) {
    console.error(`code quality: ${failed} check(s) failed`)
    process.exit(1)
  }
  console.log(`code quality: all ${results.length} checks passed`)
}

// miniprogram-ci leaves a file watcher running: exit explicitly once the verdict is in.
main().then(() => process.exit(0)).catch((e) => {
  console.error('weapp check failed:', e && e.message ? e.message : e)
  process.exit(1)
})
