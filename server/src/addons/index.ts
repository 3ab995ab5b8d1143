import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context'
import { migrateDir, type DB } from '../db/db'
import { engineOf, type Db } from '../db/kysely'
import { migratePostgres, resetSequences } from '../db/postgresMigrations'
import { defineGoodsKind } from '../orders/goods'
import { hasCatalogue } from '../catalogue/store'
import type { AddonDefinition } from './types'
import { meeduBooks } from './MeeduBooks'
import { daySignIn } from './DaySignIn'
import { codeExchanger } from './CodeExchanger'
import { cert } from './Cert'
import { meeduTopics } from './MeeduTopics'
import { learnPaths } from './LearnPaths'
import { wenda } from './Wenda'
import { miaoSha } from './MiaoSha'
import { tuanGou } from './TuanGou'
import { pianoAudio } from './PianoAudio'
import { credit1Mall } from './Credit1Mall'
import { tutorTime } from './TutorTime'
import { paper } from './Paper'
import { multiLevelShare } from './MultiLevelShare'
import { zhibo } from './Zhibo'
import { homework } from './Homework'
import { named } from '../http/plugin'
import { adminApi } from '../admin/route'
import { everyOnOneProcess } from '../http/leaderTimer'

/** Every add-on this server implements, by MeEdu name. Adding one: its folder, then one line here. */
// LearnPaths after the add-ons whose goods its paths hold (its seed reads their tables); Credit1Mall too.
const ADDONS: readonly AddonDefinition[] = [
  meeduBooks, daySignIn, codeExchanger, cert, meeduTopics, learnPaths, wenda, miaoSha, tuanGou,
  pianoAudio,
  credit1Mall,
  tutorTime,
  paper,
  multiLevelShare,
  zhibo,
  // After PianoAudio (an assignment may name a library track) and the core demo learners its seed reads.
  homework
]

/**
 * How often the add-ons' time-based rules run on their own (they also run on every request they serve), each
 * add-on's on one process at a time (http/leaderTimer.ts).
 */
const TICK_MS = 5000

export const IMPLEMENTED_ADDONS: readonly string[] = ADDONS.map((a) => a.name)
/** Those served only when named (`optIn`). */
export const OPT_IN_ADDONS: readonly string[] = ADDONS.filter((a) => a.optIn).map((a) => a.name)

/** Every add-on's migrations folder, in registration order (the typed schema is generated from all of them). */
export const ADDON_MIGRATIONS: readonly { name: string; dir: string }[] = ADDONS.map((a) => ({ name: a.name, dir: a.migrations }))

/** What runs when nothing narrows the list: every implemented add-on but the opt-in ones. */
export const DEFAULT_ADDONS: readonly string[] = ADDONS.filter((a) => !a.optIn).map((a) => a.name)

// Goods kinds are known whether or not their add-on is on, so an old order still lists and reads.
for (const addon of ADDONS) for (const kind of addon.goods ?? []) defineGoodsKind(kind)

/** An add-on serves its own prefix only (and sandbox consoles outside production), so two cannot collide. */
function assertUnderPrefix(addon: AddonDefinition, url: string): void {
  if (url.startsWith(`${addon.prefix}/`) || url.startsWith('/sandbox/')) return
  throw new Error(`add-on ${addon.name} registers ${url} outside its prefix ${addon.prefix}`)
}

/** Where an add-on's console routes live: `/backend/addons/<name>/` (MeEdu's add-ons' admin paths). */
const adminPrefixOf = (name: string) => `/backend/addons/${name}/`

/** An add-on's console routes, in their own console scope (access hook, admin envelope), under its admin prefix. */
function adminPlugin(addon: AddonDefinition, admin: NonNullable<AddonDefinition['admin']>) {
  return adminApi([
    async (scope, ctx) => {
      scope.addHook('onRoute', (r) => {
        if (!r.url.startsWith(adminPrefixOf(addon.name))) throw new Error(`add-on ${addon.name} registers console route ${r.url} outside ${adminPrefixOf(addon.name)}`)
      })
      await admin(scope, ctx)
    }
  ])
}

/** `ENABLED_ADDONS=MeeduBooks,Zhibo` (comma-separated) names the add-ons to serve; unset = all but the opt-in ones. */
export function addonsFromEnv(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined
  return value.split(',').map((s) => s.trim()).filter(Boolean)
}

/**
 * Registers the enabled add-ons (unknown names are ignored): migrations, demo content outside production
 * when the core demo is there, routes, and their home blocks. Returns exactly what was registered, which
 * `other/config.enabled_addons` reports, so the app never shows an entry whose API would 404.
 */
/**
 * An add-on's own migrations, on the engine the app runs on (each applied once, named `<Name>/NNN_...`):
 * on SQLite through the better-sqlite3 handle `sqlite` (a migration file holds several statements).
 */
async function migrateAddon(kdb: Db, sqlite: DB | undefined, addon: AddonDefinition): Promise<void> {
  if (sqlite) migrateDir(sqlite, addon.migrations, `${addon.name}/`)
  else await migratePostgres(kdb, [{ dir: addon.migrations, prefix: `${addon.name}/` }])
}

export async function registerAddons(app: FastifyInstance, ctx: AppContext, sqlite?: DB): Promise<string[]> {
  const registered: string[] = []
  const blocks: NonNullable<AppContext['addonBlocks']> = {}
  const ticking: { name: string; tick: NonNullable<AddonDefinition['tick']> }[] = []
  for (const addon of ADDONS) for (const sign of Object.keys(addon.blocks ?? {})) blocks[sign] = null
  // Demo content goes only into a database holding the demo catalogue (the core seed ran before).
  const demo = ctx.mode !== 'production' && (await hasCatalogue(ctx.kdb))
  for (const addon of ADDONS) {
    if (!ctx.enabledAddons.includes(addon.name)) continue
    await migrateAddon(ctx.kdb, sqlite, addon)
    if (addon.seed && demo) await addon.seed(ctx.kdb, ctx.publicUrl, ctx.files)
    await app.register(
      named(async (scope) => {
        scope.addHook('onRoute', (r) => assertUnderPrefix(addon, r.url))
        await addon.routes(scope, ctx)
      }, addon.name)
    )
    if (addon.admin) await app.register(named(adminPlugin(addon, addon.admin), `${addon.name}-admin`), ctx)
    for (const [sign, render] of Object.entries(addon.blocks ?? {})) blocks[sign] = (config) => render(ctx.kdb, config)
    if (addon.tick) ticking.push({ name: addon.name, tick: addon.tick })
    registered.push(addon.name)
  }
  // The demo seeds insert explicit ids; PostgreSQL's sequences must move past them.
  if (engineOf(ctx.kdb) === 'postgres' && ctx.mode !== 'production') await resetSequences(ctx.kdb)
  ctx.addonBlocks = blocks
  ctx.tick = async () => {
    for (const addon of ticking) await addon.tick(ctx)
  }
  // One timer per add-on, so two apps of one process (the live base serves Zhibo alone) or processes
  // serving different add-ons each run an add-on's rules on one holder of its lock.
  const timers = ticking.map((addon) =>
    everyOnOneProcess(ctx.shared, addon.name, TICK_MS, () => addon.tick(ctx), (err) => app.log.error({ err }, `${addon.name} tick failed`))
  )
  ctx.timers = timers.map((t) => t.state)
  app.addHook('onClose', async () => void (await Promise.all(timers.map((t) => t.stop()))))
  return registered
}
