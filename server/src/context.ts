import type { Db } from './db/kysely'
import type { Providers, SmsProvider } from './providers'
import type { Mode } from './mode'
import type { SharedState } from './http/shared'
import type { TimerState } from './http/leaderTimer'
import type { OneUseStores } from './verification/oneTime'
import type { MediaPipeline } from './media/pipeline'
import type { FileStores } from './media/files'

/** What every route module gets: the database, the mode, the providers and the public URL. */
export interface AppContext {
  /** The database (db/kysely.ts): every store takes it, on SQLite or PostgreSQL. */
  kdb: Db
  mode: Mode
  /** SMS delivery; null when not configured (production without SMS_WEBHOOK_URL). */
  sms: SmsProvider | null
  /** Configured external services (providers/index.ts). */
  providers: Providers
  /** Public origin of this server (for gateway and return URLs), no trailing slash. */
  publicUrl: string
  /**
   * Public origin of the live add-on's base (`liveApiBase`, SPEC section 7: chat, sign-in, watch records);
   * `publicUrl` when it is served on the main origin (the default).
   */
  liveUrl?: string
  /** Add-ons switched on (MeEdu names, CONTRACT 2.1); each registers its own routes. */
  enabledAddons: string[]
  /** Every add-on this server implements (the console's 插件 list). */
  implementedAddons: readonly string[]
  /**
   * Home view blocks owned by add-ons (set by registerAddons): sign -> hydrator, or null while its add-on
   * is off (the block is left out rather than linking to pages whose API would 404).
   */
  addonBlocks?: Record<string, ((config: Record<string, unknown>) => unknown) | null>
  /** Applies every enabled add-on's time-based rules now (set by registerAddons; the sandbox clock calls it). */
  tick?: () => Promise<void>
  /** The add-ons' timers in this process: which this process leads, and how often each ran (the sandbox reports them). */
  timers?: readonly TimerState[]
  /**
   * Origins a payment or login may return the learner to besides this server and the site's h5_url:
   * another client's origin (a MeEdu H5 on its own host), from H5_URL and CORS_ORIGINS.
   */
  returnOrigins: string[]
  /** Key of the signed media URLs (media.ts). */
  mediaSecret: Buffer
  /** Limits and live fan-out shared by every server process (shared.ts): memory, or Redis with REDIS_URL. */
  shared: SharedState
  /** Captcha answers, SMS codes and one-time tokens (verification/oneTime.ts): the SQLite file, or Redis with REDIS_URL. */
  once: OneUseStores
  /**
   * The live engine this server's pushes go through (addons/Zhibo/engine.ts): where teachers push, where
   * the engine writes HLS and recordings (LIVE_RTMP_URL, LIVE_HLS_DIR; recordings under the media folder).
   */
  liveEngine: { rtmpUrl: string; hlsDir: string; recordDir: string }
  /** Media storage and the transcoding queue (media/pipeline.ts): uploads and recordings become encrypted HLS. */
  media: MediaPipeline
  /** Where uploads, covers, takes and media go (media/files.ts): this machine's folders, or a bucket with S3_BUCKET. */
  files: FileStores
}
