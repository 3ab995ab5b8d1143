import { sql, type RawBuilder } from 'kysely'

/**
 * `column LIKE '%text%'` with the text's own `%`, `_` and `\` taken literally, on both engines (a console
 * search box: "50%" finds "50%", not everything starting with 50).
 */
export function contains(column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return sql<boolean>`${sql.ref(column)} LIKE ${pattern} ESCAPE '\\'`
}
