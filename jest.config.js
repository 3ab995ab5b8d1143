// jest 29 + @tarojs/test-utils-react on Taro 4 (see README "Tests"): unit and page tests in jsdom,
// resolving platform files (name.h5.ts) the way the H5 build does.
const defineJestConfig = require('@tarojs/test-utils-react/dist/jest.js').default

const base = defineJestConfig({
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}', '<rootDir>/tests/pages/**/*.test.{ts,tsx}']
})
base.setupFiles = [...base.setupFiles, '<rootDir>/tests/setup.js']
base.transform = { '^.+\\.(mjs|js|jsx|ts|tsx)$': base.transform['^.+\\.(js|jsx|ts|tsx)$'] }
base.moduleFileExtensions = ['h5.ts', 'h5.tsx', ...base.moduleFileExtensions, 'mjs']
base.moduleNameMapper['\\.(css|scss|less)$'] = '<rootDir>/tests/styleMock.js'
base.moduleNameMapper['\\.(png|jpg|svg)$'] = '<rootDir>/tests/fileMock.js'
base.globals = { ...(base.globals || {}), __BUILD_RUNTIME_CONFIG__: {} }
base.testTimeout = 15000
module.exports = base
