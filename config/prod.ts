import type { UserConfigExport } from '@tarojs/cli'

// SIZE_SOURCEMAP=1 writes separate .map files for size analysis (scripts/size.js --explain); never shipped.
const explain = process.env.SIZE_SOURCEMAP === '1'

export default {
  mini: {},
  h5: {
    enableSourceMap: explain,
    sourceMapType: 'hidden-source-map'
  }
} satisfies UserConfigExport<'webpack5'>
