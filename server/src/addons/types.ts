import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context'
import type { Db } from '../db/kysely'
import type { GoodsKind } from '../orders/goods'
import type { AddonName } from '~types/addons'
import type { FileStores } from '../media/files'

/**
 * One add-on (CONTRACT 2.8): a folder server/src/addons/<MeEduName>/ in one shape (README.md there;
 * tests/server/addonShape.test.ts checks it):
 *  - index.ts: this definition and nothing else;
 *  - routes.ts: the Fastify plugin serving its paths (handlers call the store and the views, no SQL);
 *  - store.ts: its SQL, as named functions; views.ts: rows -> MeEdu response shapes;
 *  - admin.ts (optional): its console routes (`adminRoute`s under `/backend/addons/<name>/`);
 *  - seed.ts: its demo content (development and tests, never production);
 *  - migrations/NNN_*.sql: its tables, applied only when the add-on is enabled.
 */
export interface AddonDefinition {
  /** The name in `enabled_addons` (exactly as MeEdu's clients test it; the app's table uses the same type). */
  name: AddonName
  /** Where its paths live (`/addons/<name>`): a route outside it (but the sandbox's `/sandbox/`) refuses to start. */
  prefix: string
  routes: (app: FastifyInstance, ctx: AppContext) => Promise<void>
  /**
   * Its console routes (admin.ts): `adminRoute`s from its admin endpoint table, under
   * `/backend/addons/<name>/` (checked as `prefix` is), behind the console's access hook and envelope.
   */
  admin?: (app: FastifyInstance, ctx: AppContext) => Promise<void>
  /** Absolute path of its migrations folder. */
  migrations: string
  /** Demo content; must be idempotent (it runs at every start while there is none). Files go to `files`. */
  seed?: (db: Db, publicUrl: string, files: FileStores) => Promise<void>
  /** Goods it sells through the core order flow (goods.ts). */
  goods?: GoodsKind[]
  /** Home view blocks it hydrates (`sign` -> config_render); dropped from the page while it is off. */
  blocks?: Record<string, (db: Db, config: Record<string, unknown>) => unknown>
  /**
   * Time-based rules to apply now (places whose time to pay ran out, groups past their deadline): run
   * every few seconds, before its own routes answer, and after the sandbox moves the clock. Idempotent.
   */
  tick?: (ctx: AppContext) => void | Promise<void>
  /** Left out of the default set (it changes core rules: MultiLevelShare turns promo codes off); on when named in `enabledAddons` / `ENABLED_ADDONS`. */
  optIn?: boolean
}
