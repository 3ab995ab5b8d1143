// Load Taro before anything else (avoids a circular import router -> components -> taro-h5 -> router).
require('@tarojs/taro')

// Unit and page tests run the H5 flavour (jest resolves name.h5.ts first, see jest.config.js).
process.env.TARO_ENV = 'h5'

// @tarojs/test-utils-react 0.1.1 calls react-dom/test-utils' act, which React 18.3 marks deprecated on
// every call. That warning is about the library, not our code; drop it so real errors stay visible.
const consoleError = console.error
console.error = (...args) => {
  if (typeof args[0] === 'string' && args[0].includes('ReactDOMTestUtils.act` is deprecated')) return
  consoleError(...args)
}
