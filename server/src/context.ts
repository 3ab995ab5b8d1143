import type { DB } from './db'
import type { SmsProvider } from './sms'
import type { Providers } from './providers'

export type Mode = 'development' | 'test' | 'production'

/** What every route module gets: the database, the mode, the providers and the public URL. */
export interface AppContext {
  db: DB
  mode: Mode
  /** SMS delivery; null when not configured (production without SMS_WEBHOOK_URL). */
  sms: SmsProvider | null
  /** Configured external services (providers/index.ts). */
  providers: Providers
  /** Public origin of this server (for gateway and return URLs), no trailing slash. */
  publicUrl: string
  /** Add-ons switched on (MeEdu names, CONTRACT 2.1); each registers its own routes. */
  enabledAddons: string[]
  /** Key of the signed media URLs (media.ts). */
  mediaSecret: Buffer
}
