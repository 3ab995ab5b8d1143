/**
 * `npm run db:schema`: writes server/src/db/schema.ts, the typed schema of every table, from the
 * migrations (server/src/db/schemaSource.ts). Run it after adding or changing a migration.
 */
import fs from 'fs'
import path from 'path'
import { schemaSource } from '../server/src/db/schemaSource'
import { ADDON_MIGRATIONS } from '../server/src/addons'

export const SCHEMA_FILE = path.join(__dirname, '..', 'server', 'src', 'db', 'schema.ts')

void schemaSource(ADDON_MIGRATIONS).then((source) => {
  fs.writeFileSync(SCHEMA_FILE, source)
  console.log(`wrote ${path.relative(process.cwd(), SCHEMA_FILE)}`)
})
