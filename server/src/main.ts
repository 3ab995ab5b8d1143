/**
 * `npm start`: the product on one origin. Builds the H5 app if dist/h5 is missing, opens (migrating and,
 * in development on first run, seeding) the database, serves the app at / and the API beside it, and
 * prints what is configured.
 *
 * Env (docs/configuration.md and docs/production.md): PORT (3000), HOST (127.0.0.1), DATABASE_URL
 * (postgres://...: PostgreSQL instead of SQLite), DB_FILE (server/data/studio.db), PUBLIC_URL (http://HOST:PORT), CORS_ORIGINS (comma-separated), H5_URL (another client's origin
 * a payment may return to; CORS origins may too), TRUST_PROXY,
 * MEDIA_SECRET, SMS_WEBHOOK_URL/SMS_WEBHOOK_TOKEN, WECHAT_MINI_APPID/WECHAT_MINI_SECRET, API_THROTTLE,
 * CSP_REPORT_ONLY, SKIP_H5_BUILD / SKIP_CONSOLE_BUILD (serve without building a missing app or console), LIVE_PORT (serve the live add-on's base, liveApiBase, on its own port too) and
 * LIVE_PUBLIC_URL (its public origin, default http://HOST:LIVE_PORT), REDIS_URL (limits, live chat, the timers' leader, cache invalidation and the sandbox clock shared by several processes), ENABLED_ADDONS (comma-separated MeEdu names; unset = all implemented but the opt-in MultiLevelShare), LOG=1,
 * S3_BUCKET with S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE (files in an S3-compatible bucket).
 * NODE_ENV=production: no sandboxes, no demo data.
 */
import fs from 'fs'
import path from 'path'
import { execSync } from 'child_process'
import { buildApp, parseTrustProxy } from './app'
import { filesFrom } from './media/files'
import type { Db } from './db/kysely'
import { openStore } from './db/openStore'
import { DEMO, needsSeed, seed } from './seed/seed'
import { TEACHERS as HOMEWORK_TEACHERS } from './addons/Homework/seed'
import { addonsFromEnv } from './addons'
import { DEMO_ADMIN } from './admin/seed'
import { describeProviders, providersFromEnv } from './providers'
import { sharedStateFrom } from './http/shared'
import type { Mode } from './mode'
import { liveEngineFromEnv } from './app'
import { engineInstalled, hookSecret, startEngine, type RunningEngine } from './addons/Zhibo/engine'
import { mediaSecret } from './catalogue/media'

const ROOT = path.join(__dirname, '..', '..')
const PORT = Number(process.env.PORT || 3000)
const HOST = process.env.HOST || '127.0.0.1'
const DB_FILE = process.env.DB_FILE || path.join(ROOT, 'server', 'data', 'studio.db')
const STATIC_DIR = path.join(ROOT, 'dist', 'h5')
const CONSOLE_DIR = path.join(ROOT, 'dist', 'admin')
const mode: Mode = process.env.NODE_ENV === 'production' ? 'production' : 'development'
const LIVE_PORT = Number(process.env.LIVE_PORT || 0)
const liveUrl = LIVE_PORT ? (process.env.LIVE_PUBLIC_URL || `http://${HOST === '0.0.0.0' ? '127.0.0.1' : HOST}:${LIVE_PORT}`).replace(/\/+$/, '') : undefined
const publicUrl = (process.env.PUBLIC_URL || `http://${HOST === '0.0.0.0' ? '127.0.0.1' : HOST}:${PORT}`).replace(/\/+$/, '')

async function main() {
  if (!fs.existsSync(path.join(STATIC_DIR, 'index.html')) && process.env.SKIP_H5_BUILD !== '1') {
    console.log('Building the H5 app (first run, about 30 s)...')
    execSync('npm run --silent build:h5', { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  }
  if (!fs.existsSync(path.join(CONSOLE_DIR, 'index.html')) && process.env.SKIP_CONSOLE_BUILD !== '1') {
    console.log('Building the studio console (first run, about 20 s)...')
    execSync('npm run --silent build:console', { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  }
  const store = await openStore(process.env.DATABASE_URL ?? '', DB_FILE)
  const production = mode === 'production'
  if (production) {
    if (await needsSeed(store.kdb)) console.log('The catalogue is empty: `NODE_ENV=production npm run seed:content` adds the demo catalogue (no accounts, no promo codes).')
  } else if (await store.seedOnce(needsSeed, (db) => seed(db, publicUrl))) {
    console.log('Seeded the demo piano studio.')
  }
  const providers = providersFromEnv(process.env, mode)
  // One shared state for both ports: the live rooms of this process are one hub.
  const shared = sharedStateFrom(process.env.REDIS_URL)
  const trustProxy = parseTrustProxy(process.env.TRUST_PROXY)
  const engine = await liveEngine(store.kdb)
  // Where files go, once for both ports: the local folders, or the bucket with S3_BUCKET.
  const files = filesFrom(process.env, publicUrl)
  const app = await buildApp({
    db: store.db,
    kdb: store.kdb,
    mode,
    providers,
    staticDir: STATIC_DIR,
    consoleDir: CONSOLE_DIR,
    publicUrl,
    liveUrl,
    corsOrigins: (process.env.CORS_ORIGINS || '').split(',').map((s) => s.trim()).filter(Boolean),
    returnOrigins: (process.env.H5_URL || '').split(',').map((s) => s.trim()).filter(Boolean),
    logger: process.env.LOG === '1',
    enabledAddons: addonsFromEnv(process.env.ENABLED_ADDONS),
    trustProxy,
    shared,
    files,
    liveEngine: engine?.config
  })
  await app.listen({ port: PORT, host: HOST })
  // The live base on its own port (SPEC section 7's secondary base): the same database and the same live
  // rooms (server/src/addons/Zhibo/hub.ts), answering the app's origin across origins.
  const liveApp = liveUrl
    ? await buildApp({ db: store.db, kdb: store.kdb, mode, providers, publicUrl, liveUrl, corsOrigins: [new URL(publicUrl).origin], enabledAddons: ['Zhibo'], logger: process.env.LOG === '1', trustProxy, shared, files, liveEngine: engine?.config })
    : undefined
  if (liveApp) await liveApp.listen({ port: LIVE_PORT, host: HOST })
  const services = describeProviders(providers).map((l) => `  ${l}`).join('\n')
  const proxy = `  Proxy:          ${trustProxy === undefined ? 'none trusted (X-Forwarded-For ignored; set TRUST_PROXY behind a proxy)' : `trusted: ${process.env.TRUST_PROXY}`}`
  const sharing = `  Shared state:   ${shared.kind === 'redis' ? 'Redis (REDIS_URL): limits, live chat, cache invalidation shared by every process; timers on one' : "this process's memory (set REDIS_URL to run several processes)"}`
  const fileLine = `  Files:          ${files.describe()}`
  const media = `  Media signing:  ${process.env.MEDIA_SECRET ? 'MEDIA_SECRET' : 'a key generated and kept in the database (set MEDIA_SECRET to share it between servers)'}`
  if (production) {
    console.log(`
  琴艺课堂 (production) is running: ${publicUrl}/
  Studio console: ${publicUrl}/admin/  (create the first administrator: npm run admin:create)
${services}
${proxy}
${sharing}
${fileLine}
${media}
  API throttle:   on (120 requests a minute per learner or IP)
  Database:       ${store.describe}
`)
  } else {
    console.log(`
  琴艺课堂 is running: ${publicUrl}/
    open it in a phone-sized window (desktop browsers are sent to pc_url when one is set)
  Studio console: ${publicUrl}/admin/
  Demo admin:     ${DEMO_ADMIN.email} / password ${DEMO_ADMIN.password}  (super-admin; npm run admin:create adds more)
  Demo learner:   ${DEMO.mobile} / password ${DEMO.password}  (or log in by SMS code)
  Demo teacher:   ${HOMEWORK_TEACHERS[0].mobile} / password ${DEMO.password}  (homework: reviews takes, assigns)
  SMS codes:      printed in this terminal ("[sandbox sms] ..."), and at ${publicUrl}/sandbox/sms/latest?mobile=<mobile>
  Promo codes:    PIANO20 (¥20 off), NEWSTUDENT (¥50 off)
  Payments:       a sandbox gateway page; no real money moves
${services}
${proxy}
${fileLine}
  Database:       ${store.describe}
`)
  }
  if (liveUrl) console.log(`  Live base (liveApiBase): ${liveUrl}  (set liveApiBase in dist/h5/config.js to use it)`)
  console.log(`  Live engine:    ${engine ? `nginx-rtmp, teachers push to ${engine.config.rtmpUrl}/<key>` : engineNote}`)
  const stop = async () => {
    await engine?.stop()
    await liveApp?.close()
    await app.close()
    await shared.close()
    await store.close()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

/**
 * The database: PostgreSQL when DATABASE_URL is a postgres:// URL (several processes on several machines;
 * the core migrations run under an advisory lock, so processes may start together), else the SQLite file
 * DB_FILE (one machine, the embedded default).
 */
let engineNote = ''

/**
 * The live engine (nginx with the RTMP module) beside this server where nginx is installed, unless
 * LIVE_ENGINE says it runs elsewhere (`external`) or not at all (`off`). A port already taken (another
 * server's engine) leaves this one without: live classes then run on the sandbox's console only.
 */
async function liveEngine(db: Db): Promise<RunningEngine | undefined> {
  const setting = process.env.LIVE_ENGINE ?? ''
  if (setting === 'external') return void (engineNote = `external (LIVE_RTMP_URL ${liveEngineFromEnv(process.env).rtmpUrl})`)
  if (setting === 'off') return void (engineNote = 'off (LIVE_ENGINE=off)')
  if (!engineInstalled()) return void (engineNote = 'not installed (apt-get install nginx libnginx-mod-rtmp): teachers cannot push')
  const { hlsDir, recordDir } = liveEngineFromEnv(process.env)
  const port = Number(process.env.LIVE_RTMP_PORT || 1935)
  const local = HOST === '0.0.0.0' ? '127.0.0.1' : HOST
  try {
    const engine = await startEngine({ port, host: HOST, publicHost: local, hookBase: `http://${local}:${PORT}`, secret: hookSecret(await mediaSecret(db)), hlsDir, recordDir })
    // What teachers are told, when the machine is reached by another name (a public host, a proxy).
    if (process.env.LIVE_RTMP_URL) engine.config.rtmpUrl = process.env.LIVE_RTMP_URL
    return engine
  } catch (e) {
    engineNote = `not started: ${(e as Error).message.split('\n')[0]}`
    return undefined
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e)
  process.exit(1)
})
