#!/usr/bin/env node
/**
 * `npm run dev`: the H5 dev server (hot reload, http://127.0.0.1:10086) and the reference API server
 * (restarts on change, http://127.0.0.1:3000), wired together: the dev build calls the API server by
 * TARO_APP_API_BASE, and the API server allows the dev origin by CORS. Ctrl-C stops both.
 */
const { spawn } = require('child_process')

const API_PORT = process.env.PORT || '3000'
const api = `http://127.0.0.1:${API_PORT}`
const devOrigins = ['http://127.0.0.1:10086', 'http://localhost:10086']

const procs = [
  ['api', 'npx', ['tsx', 'watch', 'server/src/main.ts'], { PORT: API_PORT, SKIP_H5_BUILD: '1', CORS_ORIGINS: devOrigins.join(',') }],
  ['h5', 'npx', ['taro', 'build', '--type', 'h5', '--watch'], { NODE_ENV: 'development', TARO_APP_API_BASE: api, TARO_APP_SITE_URL: devOrigins[0] }]
].map(([name, cmd, args, env]) => {
  // Own process group: stopping `npx` alone would leave the server or the watcher it started running.
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  const prefix = (chunk) => chunk.toString().split('\n').filter(Boolean).map((l) => `[${name}] ${l}`).join('\n') + '\n'
  child.stdout.on('data', (c) => process.stdout.write(prefix(c)))
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)))
  child.on('exit', (code) => {
    console.log(`[${name}] exited (${code}); stopping`)
    stop()
  })
  return child
})

function stop() {
  for (const p of procs) {
    try {
      process.kill(-p.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
