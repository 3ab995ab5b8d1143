import type { UserConfigExport } from '@tarojs/cli'

export default {
  logger: { quiet: false, stats: true },
  mini: {},
  // `npm run dev` (scripts/dev.js) relies on this port for the API server's CORS allow list.
  h5: { devServer: { host: '127.0.0.1', port: 10086 } }
} satisfies UserConfigExport<'webpack5'>
