import fs from 'fs'
import path from 'path'

/** spec/routes.tsv: the SPEC's 84 pages as `root<TAB>page`. */
export function specPages(): { root: string; page: string }[] {
  return fs
    .readFileSync(path.join(__dirname, '../../spec/routes.tsv'), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [root, page] = l.split('\t')
      return { root, page }
    })
}

/** The SPEC's pages as absolute paths (`/pages/...`, `/packageA/...`). */
export const specPaths = (): Set<string> => new Set(specPages().map(({ root, page }) => (root === 'main' ? `/${page}` : `/${root}/${page}`)))
