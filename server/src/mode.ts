/** How the server runs: production has no sandboxes and no demo data (main.ts, NODE_ENV). */
export type Mode = 'development' | 'test' | 'production'
