// The jest transform of every project: esbuild compiles TypeScript, JSX and ES modules for the Node that
// runs the tests, so the code runs as written. Taro's babel preset targets ES5 (async functions through
// regenerator, for-of through iterator helpers): it made the server and the pitch reader several times
// slower under test than in production, and compiling node_modules with it was most of a cold run.
// import() becomes require (jest runs modules as CommonJS). A file that calls jest.mock keeps babel-jest,
// whose plugin hoists the mock above the imports.
// `{ app: true }` (the jsdom project) adds what Taro's test transformer does to the app's files: the
// Taro H5 runtime's API loader, and `process.env.TARO_ENV` readable from TARO_ENV_JEST.
const { createHash } = require('crypto')
const fs = require('fs')
const path = require('path')
const { transformSync, version } = require('esbuild')
const babel = require('@tarojs/test-utils-react/dist/jest/babel-transformer.js').default
const apiLoader = require('@tarojs/plugin-framework-react/dist/api-loader.js')

const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.mts': 'ts', '.cts': 'ts', '.jsx': 'jsx' }
const loaderOf = (file) => LOADERS[file.slice(file.lastIndexOf('.'))] ?? 'js'
const usesJestMock = (source) => source.includes('jest.mock(')
// A change to this file or to esbuild compiles everything again.
const SELF = createHash('sha1').update(fs.readFileSync(__filename)).update(version).update(process.versions.node).digest('hex')

// Modules as babel's interop leaves them, so a test can spy on a module's export (jest.spyOn) and the code
// under test calls the spy: esbuild defines exports as getters that cannot be redefined (jest.spyOn
// replaces a getter only when it is configurable), and `import * as m` takes a copy of an ES module's
// exports where babel takes the module itself.
// [the helper's declaration, what esbuild writes in it, what we write instead]; esbuild renames a
// helper's parameters when the module has a name of its own the same (`target` -> `target2`).
const HELPERS = [
  ['var __export =', /__defProp\((\w+), (\w+), \{ get: (\w+)\[\2\], enumerable: true \}\)/g, '__defProp($1, $2, { get: $3[$2], enumerable: true, configurable: true })'],
  ['var __copyProps =', /__defProp\((\w+), (\w+), \{ get: \(\) => (\w+)\[\2\], enumerable:/g, '__defProp($1, $2, { configurable: true, get: () => $3[$2], enumerable:'],
  ['var __toESM =', /var __toESM = \((\w+), (\w+), (\w+)\) => \(/g, 'var __toESM = ($1, $2, $3) => $1 && $1.__esModule && !$2 ? $1 : (']
]
function babelInterop(code, file) {
  let out = code
  for (const [helper, written, ours] of HELPERS) {
    if (!out.includes(helper)) continue
    const before = out
    out = out.replace(written, ours)
    if (out === before) throw new Error(`tests/nodeTransformer.js: esbuild ${version} wrote ${helper} differently (${file}); update HELPERS`)
  }
  return out
}

const TARO_H5_RUNTIME = path.join('test-utils-react', 'dist', 'jest', 'runtime', 'taro-h5.js')
const SRC = path.join(process.cwd(), 'src') + path.sep

/** What Taro's own jest transformer changes in the app's sources before compiling them. */
function taroRewrites(source, file) {
  if (file.includes(TARO_H5_RUNTIME)) return apiLoader(source)
  if (file.startsWith(SRC)) return source.replace(/process\.env\.TARO_ENV\b/g, '(process.env.TARO_ENV_JEST || process.env.TARO_ENV)')
  return source
}

function createTransformer(config = {}) {
  const app = config.app === true
  return {
    process(source, file, options) {
      if (usesJestMock(source)) return babel.process(source, file, options)
      const input = app ? taroRewrites(source, file) : source
      const { code } = transformSync(input, {
        loader: loaderOf(file),
        format: 'cjs',
        target: `node${process.versions.node}`,
        jsx: 'automatic',
        supported: { 'dynamic-import': false },
        sourcemap: 'inline',
        sourcefile: file
      })
      return { code: babelInterop(code, file) }
    },
    getCacheKey(source, file, options) {
      if (usesJestMock(source)) return babel.getCacheKey(source, file, options)
      return createHash('sha1').update(SELF).update(app ? 'app' : 'node').update('\0').update(file).update('\0').update(source).digest('hex')
    }
  }
}

module.exports = { createTransformer }
