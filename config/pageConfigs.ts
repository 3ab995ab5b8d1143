import fs from 'fs'
import path from 'path'
import { requireWithEsbuild } from '@tarojs/helper'

const HEADER = '// Generated from src/routes/table.ts by config/pageConfigs.ts on every build: do not edit, do not commit.\n'

/** Where Taro looks for a page's config: `<page file>.config.ts` beside it. */
function pageConfigPath(srcDir: string, root: string, page: string): string {
  return path.join(srcDir, root === 'main' ? '' : root, `${page}.config.ts`)
}

/**
 * Writes every page's `*.config.ts` from the route table before Taro reads them, so a page's title and
 * pull-to-refresh are declared once (the route) and the page file is the only other file a page needs.
 * Files are rewritten only when their content changes (watch builds stay quiet).
 */
export function writePageConfigs(srcDir: string): void {
  // Taro's config loader compiles only config/; the route table is bundled the way Taro reads page configs.
  const { allRoutes, pageConfigOf } = requireWithEsbuild(path.join(srcDir, 'appConfig.ts')) as typeof import('../src/appConfig')
  for (const r of allRoutes) {
    const file = pageConfigPath(srcDir, r.root, r.page)
    const content = `${HEADER}export default definePageConfig(${JSON.stringify(pageConfigOf(r))})\n`
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) continue
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, content)
  }
}
