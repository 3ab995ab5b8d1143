/**
 * Every text asset of a build compressed both ways beside it (`.br`, `.gz`), on libuv's worker threads, so
 * the reference server sends compressed bytes without compressing per request (@fastify/static's
 * `preCompressed`). Used by the H5 app's and the console's post-build steps.
 */
const fs = require('fs')
const path = require('path')
const zlib = require('zlib')
const util = require('util')

const TEXT = /\.(js|css|html|svg|json)$/
const brotli = util.promisify(zlib.brotliCompress)
const gzip = util.promisify(zlib.gzip)

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
}

/** Returns [raw bytes, brotli bytes] over the text assets of `dir`. */
async function precompress(dir) {
  const sizes = await Promise.all(
    walk(dir)
      .filter((f) => TEXT.test(f))
      .map(async (file) => {
        const data = await fs.promises.readFile(file)
        const [b, g] = await Promise.all([brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }), gzip(data, { level: 9 })])
        await Promise.all([fs.promises.writeFile(`${file}.br`, b), fs.promises.writeFile(`${file}.gz`, g)])
        return [data.length, b.length]
      })
  )
  return sizes.reduce(([r, c], [a, b]) => [r + a, c + b], [0, 0])
}

module.exports = { precompress, walk }
