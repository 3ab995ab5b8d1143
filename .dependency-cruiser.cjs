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
 *
 * The server (server/src) stands on floors, SERVER_FLOORS below, bottom first: a file imports only its own
 * floor and the floors under it (docs/decisions/server-floors.md).
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

/**
 * The server's floors, bottom first (paths under server/src/). Each domain is a floor of its own, so two
 * domains never import each other: a domain uses only the domains listed before it. A new folder gets a
 * line here (the check refuses a server file on no floor).
 */
const SERVER_FLOORS = [
  ['lib', 'pure helpers: THE clock, learner text, uploads; the run mode', ['lib/', 'mode.ts']],
  ['db', 'the database handle, migrations, the table watch', ['db/']],
  ['http', 'Fastify plumbing: route(), envelope, validation, paging, limits, cache', ['http/']],
  ['providers', 'external services (SMS, payment, WeChat, content check) and the score engraver', ['providers/', 'scores/']],
  ['verification', 'one-use codes: image captchas, SMS codes, one-time tokens', ['verification/']],
  ['media', 'the transcoding pipeline: ffmpeg ladders, the file storage (folder or bucket), the job queue, the media_assets store', ['media/']],
  ['context', 'AppContext, what every route module gets', ['context.ts']],
  // The domains, each with its stores, views and routes.ts.
  ['system', 'site settings, home blocks, subscribe messages', ['system/']],
  ['accounts', 'the learner accounts (users): find, create, resume, VIP, points, messages', ['accounts/']],
  ['auth', 'login, tokens, passwords, the verification-code routes', ['auth/']],
  ['member', 'the member area: profile, mobile, messages', ['member/']],
  ['catalogue', 'courses, lessons, access, signed media', ['catalogue/']],
  ['learning', "the learner's courses and progress", ['learning/']],
  ['orders', 'orders, goods kinds, payment, the one buy route', ['orders/']],
  ['wallet', 'balance and recharge', ['wallet/']],
  ['miniProgram', 'the mini-program: phone binding, subscribe, virtual payment', ['miniProgram/']],
  ['sandbox', 'the sandbox gateways and clock (never in production)', ['sandbox/']],
  ['admin', "the studio console's API (uses every domain's stores)", ['admin/']],
  ['seed', 'the core demo data, above the domains it seeds', ['seed/']],
  ['addons', 'one folder per add-on (uses the core; never another add-on)', ['addons/']],
  ['app', 'builds and starts the server', ['app.ts', 'main.ts']]
]
const serverPath = (paths) => `^server/src/(${paths.map((p) => p.replace(/\./g, '\\.').replace(/\/$/, '/').replace(/\.ts$/, '.ts$')).join('|')})`
const serverFloorRules = SERVER_FLOORS.slice(0, -1).map(([name, what, paths], i) => ({
  name: `server-floor-${name}`,
  severity: 'error',
  comment: `server/src floor "${name}" (${what}) imports only the floors under it: ${SERVER_FLOORS.slice(0, i).map(([n]) => n).join(', ') || 'none'}.`,
  from: { path: serverPath(paths) },
  to: { path: serverPath(SERVER_FLOORS.slice(i + 1).flatMap(([, , p]) => p)) }
}))

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...serverFloorRules,
    {
      name: 'server-file-on-a-floor',
      severity: 'error',
      comment: 'Every server/src file stands on a floor: give a new folder its line in SERVER_FLOORS (.dependency-cruiser.cjs).',
      from: { path: '^server/src/', pathNot: serverPath(SERVER_FLOORS.flatMap(([, , p]) => p)) },
      to: { path: '^server/src/' }
    },
    {
      name: 'server-routes-are-plugins',
      severity: 'error',
      comment: "A routes.ts is a Fastify plugin the app (or its add-on's index.ts) registers: what another module needs from it moves down to a store, views or lib.",
      from: { path: '^server/src/', pathNot: '^server/src/(app\\.ts|addons/([^/]+)/index\\.ts)$' },
      to: { path: '^server/src/.*/routes\\.ts$' }
    },
    {
      name: 'server-addon-routes-own-index-only',
      severity: 'error',
      comment: "An add-on's index.ts registers its own routes.ts only.",
      from: { path: '^server/src/addons/([^/]+)/index\\.ts$' },
      to: { path: '^server/src/.*/routes\\.ts$', pathNot: '^server/src/addons/$1/' }
    },
    {
      name: 'server-stores-below-routes',
      severity: 'error',
      comment: 'Stores (SQL) and views (rows to shapes) serve routes: they register none and take no AppContext (pass what they use).',
      from: { path: '^server/src/.*/(store|views)(\\.ts$|/)' },
      to: { path: '^server/src/(context\\.ts|http/route\\.ts|orders/buyRoute\\.ts)$' }
    },
    {
      name: 'server-addon-not-to-other-addon',
      severity: 'error',
      comment: "An add-on uses the core and the add-ons' shared modules (addons/*.ts), never another add-on's folder: each can be switched off alone.",
      from: { path: '^server/src/addons/([^/]+)/' },
      to: { path: '^server/src/addons/[^/]+/', pathNot: '^server/src/addons/$1/' }
    },
    {
      name: 'server-addon-shared-not-to-addon',
      severity: 'error',
      comment: "The add-ons' shared modules (addons/*.ts) serve every add-on; only the registry (addons/index.ts) names them.",
      from: { path: '^server/src/addons/[^/]+\\.ts$', pathNot: '^server/src/addons/index\\.ts$' },
      to: { path: '^server/src/addons/[^/]+/' }
    },
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
      comment: "The console's API (server/src/admin) stands on the domains' stores; no domain or plumbing imports it (only the app that registers it, and the add-ons' console routes below).",
      from: { path: '^server/src/', pathNot: '^server/src/(admin/|addons/|app\\.ts$|main\\.ts$)' },
      to: { path: '^server/src/admin/' }
    },
    {
      name: 'server-addons-on-console-plumbing',
      severity: 'error',
      comment: "An add-on's console routes (admin.ts) use the console's plumbing (server/src/admin/*.ts: adminRoute, forms, xlsx, images), never a core console area's folder.",
      from: { path: '^server/src/addons/' },
      to: { path: '^server/src/admin/[^/]+/' }
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
