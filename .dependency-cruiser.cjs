/**
 * The layer check (`npm run lint:layers`, part of `npm run lint`). README "Map of the house": imports
 * flow one way,
 *
 *   app (app.tsx, app.config.ts, appConfig.ts, startup.ts, cashierRegistry.ts) and pages (pages/, packageA/, packageB/)
 *     -> features/<domain>/                       (never another domain's files)
 *       -> components/, hooks/, platform/ (payment, miniLogin, pageLoad, ...: capabilities built on core)
 *         -> core/
 *           -> host/ (device, earlyData: what core needs of the browser or WeChat; imports nothing of src/)
 *           -> utils/, routes/, addons.ts, links.ts  (pure functions and the tables)
 *             -> types/                         (types/contract: `import type` only from src/)
 *
 * and server/ and src/ never import each other. Taro picks `name.h5.ts` or `name.weapp.ts` for an
 * extension-less import, so the check runs once per target (TARGET=h5 | weapp) with that resolution.
 */
const TARGET = process.env.TARGET === 'weapp' ? 'weapp' : 'h5'
const OTHER = TARGET === 'h5' ? 'weapp' : 'h5'

/** The declarative tables: route table, add-on table, link dialects. Data and pure functions (the build reads them in Node). */
const TABLES = '^src/(routes/[^/]+|addons|links)\\.ts$'
const SHARED = `^src/(components|core|host|hooks|platform|utils)/|${TABLES}`
const FEATURES = '^src/features/'
const PAGES = '^src/(pages|packageA|packageB)/'
const APP = '^src/(app\\.tsx|app\\.config\\.ts|appConfig\\.ts|startup\\.ts|cashierRegistry\\.ts)$'
const NOT_TYPES = ['type-only', 'type-import']

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes load order matter and hides which module owns what (the server too: issue 27).',
      from: { path: '^(src|types|server)/' },
      to: { circular: true }
    },
    {
      name: 'shared-not-up',
      severity: 'error',
      comment: 'components, core, hooks, platform, utils and the tables (routes, addons, links) serve every feature: they never import features, pages or the app.',
      from: { path: SHARED },
      to: { path: [FEATURES, PAGES, APP] }
    },
    {
      name: 'core-not-to-platform',
      severity: 'error',
      comment:
        'Inside the shared tier, platform/ sits above core/ (a capability may call the API, store, toast): core/, components, hooks, utils and the tables never import it. What core needs of the device is host/.',
      from: { path: `^src/(core|components|hooks|utils)/|${TABLES}` },
      to: { path: '^src/platform/' }
    },
    {
      name: 'core-not-to-ui',
      severity: 'error',
      comment: 'core/ is the non-UI base (request, stores, navigation): components and hooks build on it, not the reverse.',
      from: { path: '^src/core/' },
      to: { path: '^src/(components|hooks)/' }
    },
    {
      name: 'host-imports-nothing-of-src',
      severity: 'error',
      comment: 'host/ (device, early answers) is below core: it imports nothing of src/ but host/, so core, platform and the rest may all use it without a cycle.',
      from: { path: '^src/host/' },
      to: { path: '^src/', pathNot: '^src/host/' }
    },
    {
      name: 'lower-not-to-platform-or-core',
      severity: 'error',
      comment: 'utils/ is pure functions; the tables are data (read by the build in Node): neither depends on the app runtime.',
      from: { path: `^src/utils/|${TABLES}` },
      to: { path: '^src/(core|host|platform|components|hooks)/' }
    },
    {
      name: 'features-not-up',
      severity: 'error',
      comment: 'Features are composed by pages and the app, never the other way round.',
      from: { path: FEATURES },
      to: { path: [PAGES, APP] }
    },
    {
      name: 'feature-not-to-other-feature',
      severity: 'error',
      comment: "A feature does not import another feature's files: shared needs move down (core, components) or up (the app, a page).",
      from: { path: '^src/features/([^/]+)/' },
      to: { path: FEATURES, pathNot: '^src/features/$1/' }
    },
    {
      name: 'src-not-to-server',
      severity: 'error',
      comment: 'The app ships to phones; the reference server is a separate program. Shared shapes live in types/.',
      from: { path: '^src/' },
      to: { path: '^server/' }
    },
    {
      name: 'server-not-to-src',
      severity: 'error',
      comment: 'The server must not depend on app code; shared shapes live in types/.',
      from: { path: '^server/' },
      to: { path: '^src/' }
    },
    {
      name: 'console-only-to-types',
      severity: 'error',
      comment: 'The studio console is a third front end: it shares only types/ (the admin endpoint tables and contract) with the app and the server.',
      from: { path: '^console/' },
      to: { path: '^(src|server)/' }
    },
    {
      name: 'nothing-to-console',
      severity: 'error',
      comment: 'Nothing of the app, the server or types/ depends on the console (the learner bundle holds none of it).',
      from: { path: '^(src|server|types)/' },
      to: { path: '^console/' }
    },
    {
      name: 'server-admin-on-top',
      severity: 'error',
      comment: "The console's API (server/src/admin) stands on the domains' stores; no domain, add-on or plumbing imports it (only the app that registers it).",
      from: { path: '^server/src/', pathNot: '^server/src/(admin/|app\\.ts$|main\\.ts$)' },
      to: { path: '^server/src/admin/' }
    },
    {
      name: 'types-not-up',
      severity: 'error',
      comment: 'types/ is the bottom layer, shared by app, server and console.',
      from: { path: '^types/' },
      to: { path: '^(src|server|console)/' }
    },
    {
      name: 'contract-type-only-in-src',
      severity: 'error',
      comment: 'types/contract holds TypeBox schemas (runtime values): the app takes their static types only (`import type`), or it would bundle TypeBox.',
      from: { path: '^src/' },
      to: { path: '^types/contract/', dependencyTypesNot: NOT_TYPES }
    },
    {
      name: 'contract-type-only-in-types',
      severity: 'error',
      comment: 'The app imports types/ at run time (types/patterns.ts): outside types/contract, the schemas are re-exported as types only.',
      from: { path: '^types/', pathNot: '^types/contract/' },
      to: { path: '^types/contract/', dependencyTypesNot: NOT_TYPES }
    },
    {
      name: 'typebox-only-in-contract',
      severity: 'error',
      comment: 'Outside types/contract, types/ is imported by the app at run time: no TypeBox there (types only).',
      from: { path: '^types/', pathNot: '^types/contract/' },
      to: { path: 'node_modules/(typebox|@sinclair/typebox)/', dependencyTypesNot: NOT_TYPES }
    },
    {
      name: 'no-server-packages-in-src',
      severity: 'error',
      comment: 'TypeBox, Fastify, SQLite and image tooling are server-side; in src/ only type-only imports of TypeBox are allowed.',
      from: { path: '^src/' },
      to: {
        path: 'node_modules/(typebox|@sinclair/typebox|fastify|@fastify/|better-sqlite3|sharp|svg-captcha)',
        dependencyTypesNot: NOT_TYPES
      }
    },
    {
      name: `no-${OTHER}-variant-in-${TARGET}`,
      severity: 'error',
      comment: `Import a host or platform capability by its extension-less path (host/device): Taro picks the .${TARGET} file for this target.`,
      from: { path: '^src/', pathNot: `\\.${OTHER}\\.tsx?$` },
      to: { path: `\\.${OTHER}\\.tsx?$` }
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing.',
      from: { path: '^(src|types|server)/' },
      to: { couldNotResolve: true, pathNot: '^(virtual|node:)' }
    },
    {
      name: 'src-not-to-dev-dep',
      severity: 'error',
      comment: 'Code that ships must not need a devDependency at run time.',
      from: { path: '^src/' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: NOT_TYPES }
    }
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // server/media/live/*.ts are MPEG-TS video segments, not TypeScript.
    exclude: { path: '^(dist|reports|server/media)/' },
    tsPreCompilationDeps: true,
    // Its paths resolve `~types/...` (types/) for every file, server/ included.
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: [`.${TARGET}.ts`, `.${TARGET}.tsx`, '.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings']
    },
    skipAnalysisNotInRules: true,
    reporterOptions: { text: { highlightFocused: true } }
  }
}
