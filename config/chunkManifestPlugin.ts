import fs from 'fs'
import path from 'path'
import type { Compiler } from 'webpack'

/**
 * Writes dist/h5-manifest.json (beside, not inside, the served dist/h5): the files of the initial entry
 * and of each lazily loaded chunk group with the module that imports it. scripts/size.js reads it to
 * measure what a phone downloads before a given page renders.
 */
export class ChunkManifestPlugin {
  constructor(private readonly outFile: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('ChunkManifestPlugin', (compilation) => {
      const root = compiler.context
      const groups = [...compilation.chunkGroups].map((group) => ({
        name: group.name ?? null,
        initial: group.isInitial(),
        origins: group.origins.map((o) => {
          const resource = (o.module as { resource?: string } | null)?.resource
          return { from: resource ? path.relative(root, resource) : null, request: o.request ?? null }
        }),
        files: [...new Set(group.chunks.flatMap((c) => [...c.files]))]
      }))
      fs.mkdirSync(path.dirname(this.outFile), { recursive: true })
      fs.writeFileSync(this.outFile, JSON.stringify({ groups }, null, 1))
    })
  }
}
