import fs from 'fs'
import path from 'path'

// config/shims/taro-router-spa.js is Taro's H5 router file plus lines marked `// studio` and its imports
// pointed at Taro's own files. When Taro is upgraded this fails until the shim is redone from the new file.

const ROOT = path.join(__dirname, '..', '..')
const taro = fs.readFileSync(require.resolve('@tarojs/router/dist/router/spa.js'), 'utf8')
const shim = fs.readFileSync(path.join(ROOT, 'config', 'shims', 'taro-router-spa.js'), 'utf8')

it('is Taro 4.2.1 spa.js with only the marked lines added', () => {
  expect(require('@tarojs/router/package.json').version).toBe('4.2.1')
  const lines = shim.split('\n')
  const added = lines.filter((l) => l.includes('// studio'))
  expect(added).toHaveLength(13)
  const restored = lines
    .filter((l) => !l.includes('// studio'))
    .filter((l, i, all) => !(l.startsWith('//') && all.slice(0, i).every((p) => p.startsWith('//'))))
    .join('\n')
    .replace(/from 'taro-router-dist\/router\/([^']+)'/g, "from './$1'")
    .replace(/from 'taro-router-dist\/([^']+)'/g, "from '../$1'")
  expect(restored).toBe(taro)
})
