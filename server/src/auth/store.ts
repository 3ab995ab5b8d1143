import type { Db, Trx } from '../db/kysely'
import { beijing } from '../lib/time'

// tokens.ts keeps the sessions; verification/ the SMS codes and image captchas.

export const setPasswordHash = async (db: Db | Trx, uid: number, hash: string) => {
  await db.updateTable('users').set({ password_hash: hash }).where('id', '=', uid).execute()
}

/** Links a social account to a user (one account per app per user; a relink moves it). */
export async function linkSocial(db: Db | Trx, app: string, openid: string, userId: number): Promise<void> {
  await db
    .insertInto('socialites')
    .values({ app, openid, user_id: userId, created_at: beijing() })
    .onConflict((oc) => oc.columns(['app', 'openid']).doUpdateSet((eb) => ({ user_id: eb.ref('excluded.user_id') })))
    .execute()
}

export const unlinkSocial = async (db: Db | Trx, uid: number, app: string) => {
  await db.deleteFrom('socialites').where('user_id', '=', uid).where('app', '=', app).execute()
}

/** The user a social account belongs to (any link), or undefined. */
export const socialOwner = (db: Db | Trx, app: string, openid: string) =>
  db.selectFrom('socialites').select('user_id').where('app', '=', app).where('openid', '=', openid).executeTakeFirst()

/** The user a social account logs in as (a link with a user), or undefined. */
export const linkedUser = (db: Db | Trx, app: string, openid: string) =>
  db
    .selectFrom('socialites')
    .select('user_id')
    .where('app', '=', app)
    .where('openid', '=', openid)
    .where('user_id', 'is not', null)
    .$narrowType<{ user_id: number }>()
    .executeTakeFirst()
