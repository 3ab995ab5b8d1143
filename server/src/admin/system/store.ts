/** The settings rows the console reads and writes (Kysely); `site` is what the learner API serves. */
import { transaction, type Db } from '../../db/kysely'

export async function readSettingObject(db: Db, key: string): Promise<Record<string, unknown>> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst()
  if (!row) return {}
  try {
    const parsed: unknown = JSON.parse(row.value)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** Writes several settings rows in one transaction (one save is all or nothing). */
export async function writeSettingObjects(db: Db, values: Record<string, unknown>): Promise<void> {
  await transaction(db, async (trx) => {
    for (const [key, value] of Object.entries(values)) {
      await trx
        .insertInto('settings')
        .values({ key, value: JSON.stringify(value) })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value) }))
        .execute()
    }
  })
}
