/**
 * The seeded lessons as real HLS ladders, made by the pipeline a studio's uploads go through
 * (server/src/media/transcode.ts), squeezed harder to keep the repository small. Called by
 * scripts/gen-media.sh: `tsx scripts/gen-demo-ladder.ts <source.mp4> <out dir>`. Writes the ladder, the
 * poster, the sound track and `asset.json` (duration, renditions, the AES key the seed stores; demo content,
 * so its key is in the repository, never served but through the signed key URL).
 */
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import { transcodeLadder } from '../server/src/media/transcode'

const DEMO_QUALITY = { crf: 42, audioKbps: 16, audioChannels: 1 }

async function main() {
  const [source, out] = process.argv.slice(2)
  if (!source || !out) throw new Error('usage: gen-demo-ladder <source> <out dir>')
  fs.rmSync(out, { recursive: true, force: true })
  const key = crypto.randomBytes(16)
  const started = Date.now()
  const made = await transcodeLadder(source, out, key, { quality: DEMO_QUALITY })
  const asset = { duration: Math.round(made.probe.duration), renditions: made.renditions, hasAudio: made.audio, key: key.toString('hex') }
  fs.writeFileSync(path.join(out, 'asset.json'), `${JSON.stringify(asset, null, 2)}\n`)
  console.log(`${out}: ${made.renditions.map((r) => r.name).join(' ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
