/**
 * `npm run seed:content`: the demo catalogue (courses, lessons, VIP plans, home blocks) into the database the
 * server would open (DATABASE_URL's PostgreSQL, or the SQLite file DB_FILE), also in production; never the
 * demo accounts or promo codes (those are seeded only in development).
 */
import path from 'path'
import { openStore } from '../db/openStore'
import { needsSeed, seedContent } from './seed'

const ROOT = path.join(__dirname, '..', '..', '..')
const DB_FILE = process.env.DB_FILE || path.join(ROOT, 'server', 'data', 'studio.db')
const publicUrl = (process.env.PUBLIC_URL || `http://127.0.0.1:${process.env.PORT || 3000}`).replace(/\/+$/, '')

async function main(): Promise<void> {
  const store = await openStore(process.env.DATABASE_URL ?? '', DB_FILE)
  try {
    if (await store.seedOnce(needsSeed, (db) => seedContent(db, publicUrl))) console.log(`Seeded the catalogue into ${store.describe} (media URLs under ${publicUrl}).`)
    else console.log(`${store.describe} already has a catalogue; nothing seeded.`)
  } finally {
    await store.close()
  }
}

void main()
