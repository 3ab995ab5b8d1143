import type { UserConfigExport } from '@tarojs/cli'

// SIZE_SOURCEMAP=1 writes hidden .map files beside the chunks, to see which modules a chunk is made of (any
// source-map tool); nothing served refers to them. Off by default.
const explain = process.env.SIZE_SOURCEMAP === '1'

export default {
  mini: {},
  h5: {
    enableSourceMap: explain,
    sourceMapType: 'hidden-source-map'
  }
} satisfies UserConfigExport<'webpack5'>
