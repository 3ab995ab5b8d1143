// config/taroOverrides.ts is the one list of what the app changes in Taro: every shim is in it, every
// guard it names exists, and the build refuses a Taro that is not the pinned version (config/taroVersion.ts).
import fs from 'fs'
import os from 'os'
import path from 'path'
import { PINNED_TARO_VERSION, TARO_OVERRIDES } from '../../config/taroOverrides'
import { assertPinnedTaro, taroVersionMismatches } from '../../config/taroVersion'

const ROOT = path.join(__dirname, '..', '..')

describe('Taro overrides manifest', () => {
  it('names every shim in config/shims', () => {
    const shims = fs.readdirSync(path.join(ROOT, 'config', 'shims')).filter((f) => f.endsWith('.js'))
    const named = TARO_OVERRIDES.map((o) => o.ours).join(' ')
    expect(shims.filter((f) => !named.includes(`config/shims/${f}`))).toEqual([])
  })

  it('says for each override what it replaces, why, what guards it (files that exist) and what to do on upgrade', () => {
    for (const o of TARO_OVERRIDES) {
      expect([o.name, o.replaces.length > 0, o.why.length > 0, o.onUpgrade.length > 0]).toEqual([o.name, true, true, true])
      expect(o.guardedBy.length).toBeGreaterThan(0)
      for (const guard of o.guardedBy) {
        const file = guard.split(' ')[0]
        expect([o.name, file, fs.existsSync(path.join(ROOT, file))]).toEqual([o.name, file, true])
      }
      const ours = o.ours.replace(/ \(.*\)$/, '').split(', ')
      for (const file of ours) expect([o.name, file, fs.existsSync(path.join(ROOT, file))]).toEqual([o.name, file, true])
    }
  })

  it('pins the Taro packages package.json asks for to the version the overrides were made for', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Record<string, Record<string, string>>
    const deps = { ...pkg.dependencies, ...pkg.devDependencies }
    const taro = Object.entries(deps).filter(([name]) => /^@tarojs\/(?!plugin-doctor|test-utils)/.test(name))
    expect(taro.length).toBeGreaterThan(5)
    expect(taro.filter(([, v]) => v !== PINNED_TARO_VERSION)).toEqual([])
  })
})

describe('pinned Taro check (run by config/studioPlugin.ts before every build)', () => {
  it('passes on the installed node_modules', () => {
    expect(taroVersionMismatches(ROOT)).toEqual([])
  })

  it('fails the build on a @tarojs package at another version, top level or nested', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'taro-pin-'))
    const put = (dir: string, name: string, version: string) => {
      fs.mkdirSync(path.join(root, dir), { recursive: true })
      fs.writeFileSync(path.join(root, dir, 'package.json'), JSON.stringify({ name, version }))
    }
    put('node_modules/@tarojs/runtime', '@tarojs/runtime', PINNED_TARO_VERSION)
    put('node_modules/@tarojs/test-utils-react', '@tarojs/test-utils-react', '0.1.1')
    expect(() => assertPinnedTaro(root)).not.toThrow()
    put('node_modules/some-lib/node_modules/@tarojs/shared', '@tarojs/shared', '4.1.0')
    put('node_modules/@tarojs/router', '@tarojs/router', '4.2.2')
    expect(taroVersionMismatches(root).sort()).toEqual([
      '@tarojs/router@4.2.2 (node_modules/@tarojs/router)',
      '@tarojs/shared@4.1.0 (node_modules/some-lib/node_modules/@tarojs/shared)'
    ])
    expect(() => assertPinnedTaro(root)).toThrow(/pinned at 4\.2\.1/)
    fs.rmSync(root, { recursive: true, force: true })
  })
})
