// Taro compiles a plugin's own file (config/studioPlugin.ts) but not the TypeScript modules it imports.
// Imported first by the plugin, this compiles the other config/*.ts files the same way (swc, CommonJS)
// in the build process. It replaces Taro's hook, which has compiled the plugin file by then.
const path = require('path')
const { createSwcRegister } = require('@tarojs/helper')

const CONFIG_DIR = __dirname + path.sep
createSwcRegister({ only: [(file) => file.startsWith(CONFIG_DIR) && file.endsWith('.ts')] })
