import fs from 'fs'
import path from 'path'
import { PINNED_TARO_VERSION } from './taroOverrides'

/** @tarojs packages released on their own version line, not Taro's (the doctor, the test utils). */
const OWN_VERSION_LINE = /^@tarojs\/(plugin-doctor(-.*)?|test-utils-.*)$/

/** Every `node_modules/@tarojs` folder: the top level and one level of nesting (a package's own copy). */
function tarojsFolders(nodeModules: string): string[] {
  const folders = [path.join(nodeModules, '@tarojs')]
  for (const entry of fs.readdirSync(nodeModules)) {
    const owners = entry.startsWith('@') ? fs.readdirSync(path.join(nodeModules, entry)).map((n) => path.join(entry, n)) : [entry]
    for (const owner of owners) folders.push(path.join(nodeModules, owner, 'node_modules', '@tarojs'))
  }
  return folders.filter((f) => fs.existsSync(f))
}

/**
 * The installed @tarojs packages that are not at the pinned Taro version, as `name@version (where)`.
 * Our overrides (config/taroOverrides.ts) replace files of exactly that version.
 */
export function taroVersionMismatches(root: string): string[] {
  const nodeModules = path.join(root, 'node_modules')
  const out: string[] = []
  for (const folder of tarojsFolders(nodeModules)) {
    for (const pkg of fs.readdirSync(folder)) {
      const manifest = path.join(folder, pkg, 'package.json')
      if (!fs.existsSync(manifest)) continue
      const { name, version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name: string; version: string }
      if (OWN_VERSION_LINE.test(name) || version === PINNED_TARO_VERSION) continue
      out.push(`${name}@${version} (${path.relative(root, path.join(folder, pkg))})`)
    }
  }
  return out
}

/** Fails the build when an installed Taro package is not the pinned version. */
export function assertPinnedTaro(root: string): void {
  const wrong = taroVersionMismatches(root)
  if (wrong.length === 0) return
  throw new Error(
    `Taro is pinned at ${PINNED_TARO_VERSION} (config/taroOverrides.ts replaces files of that version), but node_modules has:\n  ` +
      wrong.join('\n  ') +
      '\nInstall the pinned version, or upgrade on purpose: follow `onUpgrade` of every entry in config/taroOverrides.ts.'
  )
}
