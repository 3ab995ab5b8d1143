import type { DB } from '../db/db'

/** Site settings stored as JSON per key (`site`, `template`). */
export function readSetting<T>(db: DB, key: string, fallback: T): T {
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined
  if (!row) return fallback
  try {
    return { ...fallback, ...(JSON.parse(row.value) as T) }
  } catch {
    return fallback
  }
}

export function writeSetting(db: DB, key: string, value: unknown): void {
  db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, JSON.stringify(value))
}
