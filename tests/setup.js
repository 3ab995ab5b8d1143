// Load Taro before anything else (avoids a circular import router -> components -> taro-h5 -> router).
require('@tarojs/taro')

// Unit and page tests run the H5 flavour (jest resolves name.h5.ts first, see jest.config.js).
process.env.TARO_ENV = 'h5'
