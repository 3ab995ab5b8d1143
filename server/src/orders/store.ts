import type { DB } from '../db/db'

// The order domain's SQL (orders.ts keeps the order flow's own: create, pay, refund, cancel).

/** A lesson bought on its own. */
export const hasVideo = (db: DB, uid: number, videoId: number) => !!db.prepare('SELECT 1 FROM user_videos WHERE user_id = ? AND video_id = ?').get(uid, videoId)

/** A membership plan as the cashier sells it. */
export const findRole = (db: DB, id: number) => db.prepare('SELECT id, name, charge FROM roles WHERE id = ?').get(id) as { id: number; name: string; charge: number } | undefined
