// The jest projects (README "How to test a change"):
//  - app: unit and page tests in jsdom via @tarojs/test-utils-react, resolving platform files
//    (name.h5.ts) the way the H5 build does;
//  - weapp: the real dist/weapp build run in Node by the mini-program runtime double (tests/weapp);
//  - logic, server, e2e: below.
// Every project compiles with esbuild (tests/nodeTransformer.js; the app project with Taro's rewrites).
const defineJestConfig = require('@tarojs/test-utils-react/dist/jest.js').default

const app = defineJestConfig({
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}', '<rootDir>/tests/pages/**/*.test.{ts,tsx}']
})
app.displayName = 'app'
// Options that only apply at the top level.
delete app.bail
delete app.verbose
app.setupFiles = [...app.setupFiles, '<rootDir>/tests/setup.js']
app.transform = { '^.+\\.(mjs|js|jsx|ts|tsx)$': ['<rootDir>/tests/nodeTransformer.js', { app: true }] }
app.moduleFileExtensions = ['h5.ts', 'h5.tsx', ...app.moduleFileExtensions, 'mjs']
app.moduleNameMapper['\\.(css|scss|less)$'] = '<rootDir>/tests/styleMock.js'
app.moduleNameMapper['\\.(png|jpg|svg)$'] = '<rootDir>/tests/fileMock.js'
// `~types/...` is types/ (tsconfig.json's paths), in every project.
const TYPES_ALIAS = { '^~types/(.*)$': `${__dirname}/types/$1` }
Object.assign(app.moduleNameMapper, TYPES_ALIAS)
app.globals = { ...(app.globals || {}), __BUILD_RUNTIME_CONFIG__: {} }

// light-my-request (fastify.inject) depends on cookie@2, which ships ESM only: Node 20.19+ loads it
// natively, jest's module system needs it transformed. Every Node-side project can reach the server.
// typebox 1.x (the typed contract, types/contract) is ESM only too, and so are @tus/* and srvx (the
// resumable upload, server/src/admin/media/upload.ts).
const weapp = {
  displayName: 'weapp',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/weapp/**/*.test.ts'],
  transform: { '^.+\\.(mjs|js|jsx|ts|tsx)$': '<rootDir>/tests/nodeTransformer.js' },
  transformIgnorePatterns: ['/node_modules/(?!(light-my-request/node_modules/)?cookie/|typebox/|@tus/|srvx/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  moduleNameMapper: TYPES_ALIAS
}

// The reference server's integration tests (fastify.inject against an in-memory database).
const server = { ...weapp, displayName: 'server', testMatch: ['<rootDir>/tests/server/**/*.test.ts'] }

// TEST_ENGINE=postgres (npm run test:server:pg): the same tests on a throwaway PostgreSQL cluster, one per run.
Object.assign(server, { globalSetup: '<rootDir>/tests/server/postgresCluster.ts', globalTeardown: '<rootDir>/tests/server/postgresClusterTeardown.ts' })

// Browser tests: the built H5 app in Debian's chromium against the reference server (tests/e2e).
const e2e = { ...weapp, displayName: 'e2e', testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'] }

// Pure logic that needs neither Taro nor a DOM (the play-along ear: pitch reading on synthesized audio),
// run in Node as written: under the app project's ES5 transform the pitch tests took ten times longer.
const LOGIC = ['<rootDir>/tests/unit/playAlong/']
const logic = {
  ...weapp,
  displayName: 'logic',
  testMatch: LOGIC.map((dir) => `${dir}**/*.test.ts`),
  transformIgnorePatterns: ['/node_modules/(?!(pitchy|fft\\.js)/)']
}
app.testPathIgnorePatterns = [...(app.testPathIgnorePatterns ?? ['/node_modules/']), ...LOGIC]

// The studio console's components in jsdom (console/: React 18, antd, Refine), compiled by esbuild with
// React's automatic JSX runtime as Vite compiles them.
const consoleProject = {
  displayName: 'console',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/tests/console/**/*.test.{ts,tsx}'],
  setupFiles: ['<rootDir>/tests/console/setup.ts'],
  setupFilesAfterEnv: ['<rootDir>/tests/console/afterEnv.ts'],
  transform: { '^.+\\.(mjs|js|jsx|ts|tsx)$': ['<rootDir>/tests/nodeTransformer.js', { jsx: 'automatic' }] },
  // antd-img-crop's CommonJS build requires antd's ES modules (antd/es/...): their CommonJS twins.
  moduleNameMapper: { '\\.(css|scss|less)$': '<rootDir>/tests/styleMock.js', '^antd/es/(.*)$': 'antd/lib/$1' },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json']
}

// A test's (and a hook's) limit: a net for a hang, not a guess at how long it takes. Every wait inside
// waits for its condition; a clean clone's run beside other work (load average 13-18) needed minutes where a
// quiet machine needs seconds, and failed 32 tests on the old 30 s. Browser tests: tests/e2e/harness.ts.
module.exports = { projects: [app, logic, weapp, server, e2e, consoleProject], testTimeout: 300_000 }
