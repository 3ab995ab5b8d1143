// docs/DECISIONS.md opens with a topic index generated from its sections (scripts/decisions-index.js).
import fs from 'fs'
import path from 'path'

const { decisionsIndex, withIndex } = require('../../scripts/decisions-index.js') as {
  decisionsIndex: (text: string) => string
  withIndex: (text: string) => string
}

const FILE = path.join(__dirname, '..', '..', 'docs', 'DECISIONS.md')

describe('DECISIONS topic index', () => {
  it('is up to date with the sections and their entries (else: npm run docs:index)', () => {
    const text = fs.readFileSync(FILE, 'utf8')
    expect(withIndex(text)).toBe(text)
  })

  it('lists every section once, linked to its heading', () => {
    const index = decisionsIndex('# D\n\n## Build (issue 5)\n\n- **Pinned Taro.** Why.\n1. **First load** cut\n\n## Empty\n\ntext\n')
    expect(index.split('\n').filter((l) => l.startsWith('- ['))).toEqual([
      '- [Build (issue 5)](#build-issue-5): Pinned Taro · First load',
      '- [Empty](#empty): (no titled entries)'
    ])
  })
})
