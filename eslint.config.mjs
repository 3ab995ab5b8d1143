// ESLint (`npm run lint`, with the layer check in .dependency-cruiser.cjs). typescript-eslint's
// recommended rules without type information (fast: no program is built), and the two classic React
// hook rules. Zero warnings allowed: every rule here is an error.
import { defineConfig } from 'eslint/config'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

/** types/ is imported as `~types/...` (tsconfig.json's paths), never by a relative path: the same line in every file. */
const TYPES_BY_ALIAS = {
  group: ['**/types/*', '**/types/**'],
  message: 'Import types/ as ~types/... (tsconfig.json paths), not by a relative path.'
}

/** Variants and the TypeBox contract: what src/ may import, and how (README "Map of the house"). */
const SRC_RESTRICTED_IMPORTS = {
  patterns: [
    {
      group: ['**/*.h5', '**/*.weapp', '**/*.h5.ts', '**/*.weapp.ts', '**/*.h5.tsx', '**/*.weapp.tsx'],
      message: 'Import the extension-less path (host/device, platform/payment): Taro picks the .h5 or .weapp file per target.'
    },
    TYPES_BY_ALIAS,
    {
      group: ['**/types/contract', '**/types/contract/**', '~types/contract', '~types/contract/**'],
      allowTypeImports: true,
      message: 'types/contract holds TypeBox schemas: the app takes their types only (`import type`).'
    },
    {
      group: ['typebox', 'typebox/**', '@sinclair/typebox', '@sinclair/typebox/**'],
      allowTypeImports: true,
      message: 'TypeBox is server-side: the app takes static types only (`import type`).'
    },
    {
      group: ['**/server/**'],
      message: 'The app never imports the reference server; shared shapes live in types/.'
    },
    {
      group: ['**/core/request'],
      importNames: ['get', 'post', 'request'],
      message: 'Call the API through `query` (a read: silent, the page shows the error) or `command` (an action: spinner, toast).'
    }
  ],
  paths: [
    {
      name: '@tarojs/components',
      importNames: ['Button', 'Input', 'Textarea', 'Switch', 'Slider'],
      message: "The design system's controls: components/Button, components/Field (TextField, TextArea), components/Switch, components/RangeSlider (never the platform's default look)."
    }
  ]
}

/**
 * Navigation goes through core/navigation and core/pageNavigation (the login guard, the stack limit, the route table): no direct
 * Taro navigation in src/, and a link to a page of the table is `go(routes.x, query)`, typed by the route.
 */
const NAVIGATION_SYNTAX = [
  {
    selector: "MemberExpression[object.name='Taro'][property.name=/^(navigateTo|redirectTo|reLaunch|switchTab|navigateBack)$/]",
    message: 'Navigate with core/navigation (go, navigateUrl) or core/pageNavigation (goLogin, replacePage, back, ...), not Taro directly.'
  },
  {
    selector: "CallExpression[callee.name='go'] > CallExpression.arguments:first-child[callee.name='linkTo']",
    message: 'go(routes.x, query): the route types the query; linkTo is for URLs that are not opened here.'
  },
  {
    selector: "CallExpression[callee.name='go'] > MemberExpression.arguments:first-child[property.name='url'][object.object.name='routes']",
    message: 'go(routes.x): pass the route, not its URL.'
  },
  {
    selector: "CallExpression[callee.name='go'] > MemberExpression.arguments:first-child[object.name='routes'][property.name='cashier']",
    message: 'Buy with openCashier(goods) (core/pageNavigation): the one way to the cashier.'
  }
]

/**
 * An API path is written once, in its endpoint table (types/endpoints): code names the entry (`route(app,
 * entry, ...)`, `query(entry)`, `pathOf(entry, params)`), so the path the app calls and the route the server
 * serves cannot drift.
 */
const API_PATH = '/^\\/(api\\/v\\d|addons\\/\\w+\\/api|backend\\/api\\/v\\d)\\b/'
const API_PATH_SYNTAX = [
  {
    selector: `Literal[value=${API_PATH}], TemplateElement[value.raw=${API_PATH}]`,
    message: 'An API path belongs in its endpoint table (types/endpoints): name the entry, or pathOf(entry, params).'
  }
]

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'reports/**',
      'node_modules/**',
      'coverage/**',
      // The reference server's database and media (server/media/live/*.ts are MPEG-TS video segments).
      'server/data/**',
      'server/media/**',
      // Taro's own router file, kept byte for byte but for marked lines (tests/unit/taroRouterShim.test.ts).
      'config/shims/taro-router-spa.js'
    ]
  },
  {
    files: ['**/*.{js,cjs,mjs,ts,tsx,mts,cts}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name`: a parameter kept for an interface's shape (a platform variant that ignores it).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-console': 'off'
    }
  },
  // The app: browser + mini-program, React.
  {
    files: ['src/**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, wx: 'readonly' } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // useAsync and usePagedList take a loader and its deps list, as useEffect does: check both.
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^(useAsync|usePagedList)$' }],
      // Problems the app recovers from go through core/log (logWarn), never a stray console call.
      'no-console': 'error',
      '@typescript-eslint/no-restricted-imports': ['error', SRC_RESTRICTED_IMPORTS],
      'no-restricted-properties': [
        'error',
        { object: 'Taro', property: 'showToast', message: 'Toast through core/toast (`toast(title)`).' },
        { object: 'Taro', property: 'showModal', message: "Ask through components/Dialog (`confirm`, `alert`): the platform's modal in the studio's colours." }
      ],
      'no-restricted-syntax': ['error', ...NAVIGATION_SYNTAX, ...API_PATH_SYNTAX]
    }
  },
  {
    files: ['src/core/toast.ts', 'src/components/Dialog/index.tsx'],
    rules: { 'no-restricted-properties': 'off' }
  },
  // The design system's controls are the ones place that draw the platform's own.
  {
    files: ['src/components/Button/index.tsx', 'src/components/Field/index.tsx', 'src/components/RangeSlider/index.weapp.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: SRC_RESTRICTED_IMPORTS.patterns }] }
  },
  // The places that call Taro's navigation: the guard, go and the URL verbs, and the page verbs.
  {
    files: ['src/core/navigation.ts', 'src/core/pageNavigation.ts'],
    rules: { 'no-restricted-syntax': ['error', ...API_PATH_SYNTAX] }
  },
  // index.html's inline scripts and the H5 runtime config: copied into the page as they are, never
  // transpiled, so they are parsed as ES5 (a `const` or an arrow function here is an error).
  {
    files: ['src/earlyData.js', 'src/earlyChunks.js', 'src/earlySnapshot.js', 'src/config.js'],
    languageOptions: {
      ecmaVersion: 5,
      sourceType: 'script',
      // Promise: every browser we support has it; __PAGE_CHUNKS__ and __ENTRY_SCRIPTS__ are filled in by scripts/postbuild-h5.js.
      globals: { ...globals.browser, Promise: 'readonly', __PAGE_CHUNKS__: 'readonly', __ENTRY_SCRIPTS__: 'readonly' }
    },
    rules: { 'no-var': 'off' }
  },
  // Runs before the bundle, so it spells its few paths out; tests/unit/earlyData.test.ts ties each to a GET
  // entry of the endpoint tables.
  {
    files: ['src/earlyData.js'],
    rules: { 'no-restricted-syntax': 'off' }
  },
  // The studio console (a Vite app in the browser) and its jsdom tests.
  {
    files: ['console/**/*.{ts,tsx}', 'tests/console/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The console calls the API only through its request module and the endpoint tables.
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through console/src/api/request.ts (call(entry, parts)).' }]
    }
  },
  {
    files: ['console/src/api/request.ts', 'tests/console/**'],
    rules: { 'no-restricted-globals': 'off' }
  },
  // Shared contract types: no runtime, no app or server code.
  {
    files: ['types/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/src/**', '**/server/**'], message: 'types/ is the bottom layer: it imports nothing from src/ or server/.' }] }
      ]
    }
  },
  // Node: the reference server, build config, scripts and tests. (server/ -> src/ is the layer check's:
  // it sees resolved paths, where a pattern on the import text cannot tell server/src from src.)
  {
    files: ['server/**/*.{ts,js}', 'config/**/*.{ts,js}', 'scripts/**/*.{ts,js,mts,mjs}', 'tests/**/*.{ts,tsx,js}', '*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } }
  },
  // Route input is typed by its TypeBox schema (validated before the handler runs): a cast would restate
  // it, unchecked, and drift.
  {
    files: ['server/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [TYPES_BY_ALIAS] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSAsExpression > MemberExpression.expression[object.name='req'][property.name=/^(body|query|params)$/]",
          message: 'Type route input with a TypeBox schema on the route, not a cast.'
        },
        ...API_PATH_SYNTAX
      ]
    }
  },
  // CommonJS files: require() is how they load modules.
  {
    files: ['**/*.{js,cjs}', 'tests/**/*.{ts,tsx}'],
    ignores: ['src/**'],
    rules: { '@typescript-eslint/no-require-imports': 'off' }
  },
  {
    files: ['config/shims/**/*.js', 'tests/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.browser } }
  },
  {
    files: ['tests/**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.jest, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' }
  }
)
