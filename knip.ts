import type { KnipConfig } from 'knip'

/**
 * `npm run knip`: unused files, exports and dependencies. Entry points are what the Taro build, jest, the
 * server and the scripts load by path. Platform variants: Taro resolves `host/device` to
 * device.h5.ts or device.weapp.ts; knip follows the H5 resolution (the `.h5.ts` "compiler" below only adds
 * the extension to its resolver) and takes the .weapp files as entries, so what they import counts as used.
 */
const sameSource = (text: string) => text

const config: KnipConfig = {
  entry: [
    'src/app.tsx',
    'src/app.config.ts',
    'src/{pages,packageA,packageB}/**/*.{ts,tsx}',
    'src/earlyData.js',
    'src/earlyChunks.js',
    'src/earlySnapshot.js',
    'src/config.js',
    'src/platform/h5/taroComponents.ts',
    // Listen mode's AudioWorklet module: copied by the build (config/index.ts) and loaded by URL.
    'src/platform/h5/micWorklet.js',
    'src/platform/conformance.ts',
    'src/host/conformance.ts',
    'config/index.ts',
    // Taro loads its plugins by path (config/index.ts `plugins`).
    'config/studioPlugin.ts',
    'config/shims/*.js',
    'scripts/*.{js,mjs,ts,mts}',
    // Codemods run by hand (scripts/codemods/types-alias.mjs: relative imports of types/ to ~types/).
    'scripts/codemods/*.mjs',
    'tests/**/*.{ts,tsx,js}',
    'src/**/*.weapp.{ts,tsx}'
  ],
  // console/: knip's Vite plugin finds its entry (console/index.html) and config.
  project: ['src/**', 'types/**', 'server/src/**', 'config/**', 'scripts/**', 'tests/**', 'console/**'],
  ignoreDependencies: [
    // Kept on purpose although nothing imports them by name (README "Map of the house", issue 7):
    // the toolchain's peers (Taro's CLI and webpack runner load them by name at build time),
    'ajv',
    '@tarojs/.+',
    // the helpers Babel's transform-runtime writes into compiled code,
    '@babel/runtime',
    // the server hardening's rate limiter (not imported yet),
    '@fastify/rate-limit',
    // the H5 build's alias for Taro's interaction module (config/index.ts, config/shims/taro-interaction.js),
    'taro-interaction-real',
    // the H5 build's copy of Taro's router file (config/shims/taro-router-spa.js) imports what Taro's does:
    // its alias for Taro's own files and Taro's router dependencies, installed with @tarojs/router,
    'taro-router-dist',
    'tslib',
    'history',
    'universal-router',
    // the Babel presets @tarojs/test-utils-react's jest transform needs at the root (TOOLCHAIN.md),
    '@babel/preset-env',
    '@babel/preset-typescript',
    // and taro-ui, part of the stack the studio chose and keeps: no page imports one of its components (the
    // app's own are lighter), so none of it is bundled.
    'taro-ui'
  ],
  // scripts/bench-server.ts pins server and load generator to cores with util-linux's taskset where present.
  // Debian's, installed by .ci/run: ffmpeg and ffprobe (the transcoding queue, uploads probed, test media) and nginx (the live engine).
  ignoreBinaries: ['taskset', 'ffmpeg', 'ffprobe', 'nginx'],
  // config/pageConfigs.ts loads appConfig.ts through Taro's esbuild require, which knip cannot follow.
  ignoreIssues: { 'src/appConfig.ts': ['exports'] },
  compilers: { 'h5.ts': sameSource, 'h5.tsx': sameSource }
}

export default config
