/**
 * The routes, in three files: table.ts (THE route table: every page declared once), params.ts (its
 * parameter DSL and query types), urls.ts (query strings and `linkTo`). Import them from here.
 */
export * from './params'
export * from './urls'
export * from './table'
