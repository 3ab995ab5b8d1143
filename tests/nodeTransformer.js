// The jest transform of the Node-side projects (server, weapp runtime double, browser journeys, pure
// logic). esbuild compiles TypeScript and ES modules for the Node that runs the tests, so the code runs
// as written: the app project's Taro babel preset targets ES5 (async functions through regenerator,
// for-of through iterator helpers), which made the server and the pitch reader several times slower
// under test than in production, and its compile is the slow half of a cold run.
// import() becomes require (jest runs modules as CommonJS). A file that calls jest.mock keeps babel-jest, whose plugin hoists the mock above the imports.
const { createHash } = require('crypto')
const fs = require('fs')
const { transformSync, version } = require('esbuild')
const babel = require('@tarojs/test-utils-react/dist/jest/babel-transformer.js').default

const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.mts': 'ts', '.cts': 'ts', '.jsx': 'jsx' }
const loaderOf = (file) => LOADERS[file.slice(file.lastIndexOf('.'))] ?? 'js'
const usesJestMock = (source) => source.includes('jest.mock(')
// A change to this file or to esbuild compiles everything again.
const SELF = createHash('sha1').update(fs.readFileSync(__filename)).update(version).update(process.versions.node).digest('hex')

module.exports = {
  process(source, file, options) {
    if (usesJestMock(source)) return babel.process(source, file, options)
    // `jsx`: a project's own JSX runtime (the console's tests: 'automatic'), from the transform's config.
    const jsx = options?.transformerConfig?.jsx
    const { code } = transformSync(source, { loader: loaderOf(file), format: 'cjs', target: `node${process.versions.node}`, supported: { 'dynamic-import': false }, sourcemap: 'inline', sourcefile: file, ...(jsx && { jsx }) })
    return { code }
  },
  getCacheKey(source, file, options) {
    if (usesJestMock(source)) return babel.getCacheKey(source, file, options)
    return createHash('sha1').update(SELF).update('\0').update(String(options?.transformerConfig?.jsx ?? '')).update('\0').update(file).update('\0').update(source).digest('hex')
  }
}
