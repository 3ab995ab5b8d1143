/**
 * `npm run seed:content`: the demo catalogue (courses, lessons, VIP plans, home blocks) into DB_FILE, also
 * in production; never the demo accounts or promo codes (those are seeded only in development).
 */
import path from 'path'
import { assertWritable, migrate, openDatabase } from '../db/db'
import { sqliteKysely } from '../db/kysely'
import { needsSeed, seedContent } from './seed'

const ROOT = path.join(__dirname, '..', '..', '..')
const DB_FILE = process.env.DB_FILE || path.join(ROOT, 'server', 'data', 'studio.db')
const publicUrl = (process.env.PUBLIC_URL || `http://127.0.0.1:${process.env.PORT || 3000}`).replace(/\/+$/, '')

async function main(): Promise<void> {
  const db = openDatabase(DB_FILE)
  assertWritable(db, DB_FILE)
  migrate(db)
  const kdb = sqliteKysely(db)
  if (!(await needsSeed(kdb))) {
    console.log(`${DB_FILE} already has a catalogue; nothing seeded.`)
  } else {
    await seedContent(kdb, publicUrl)
    console.log(`Seeded the catalogue into ${DB_FILE} (media URLs under ${publicUrl}).`)
  }
  db.close()
}

void main()
