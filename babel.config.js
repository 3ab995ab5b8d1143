// babel-preset-taro is used for the app build and by jest (through test-utils-react).
module.exports = {
  presets: [
    ['taro', { framework: 'react', ts: true, compiler: 'webpack5' }]
  ]
}
