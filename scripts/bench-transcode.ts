/**
 * `npm run bench:transcode`: how fast the transcoding pipeline turns video into the ladder, in seconds of
 * video per second of wall time: each rung alone (360p, 540p, 720p, with the sound and the AES-128
 * encryption, as the pipeline makes them) and the whole ladder in one run (what a job does). The source is
 * BENCH_SECONDS (default 30) of 1280x720 test pattern at 25 fps with a tone: busier than a teacher at a
 * piano, so a floor. Prints the table with the date and the load, and writes reports/bench-transcode.json.
 */
import crypto from 'crypto'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { execFileSync } from 'child_process'
import { LADDER, transcodeLadder } from '../server/src/media/transcode'

const SECONDS = Number(process.env.BENCH_SECONDS || 30)

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-transcode-'))
  try {
    const source = path.join(work, 'source.mp4')
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=s=1280x720:r=25:d=${SECONDS}`, '-f', 'lavfi', '-i', `sine=f=440:d=${SECONDS}`, '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-c:a', 'aac', '-shortest', source])
    const key = crypto.randomBytes(16)
    const rows: { rung: string; seconds: number; wall: number; speed: number; bytes: number }[] = []
    const measure = async (name: string, rungs: typeof LADDER) => {
      const out = path.join(work, name)
      const load = os.loadavg()[0]
      const started = process.hrtime.bigint()
      await transcodeLadder(source, out, key, { rungs })
      const wall = Number(process.hrtime.bigint() - started) / 1e9
      const bytes = fs.readdirSync(out, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith('.ts')).reduce((n, e) => n + fs.statSync(path.join(e.parentPath, e.name)).size, 0)
      rows.push({ rung: name, seconds: SECONDS, wall: Number(wall.toFixed(2)), speed: Number((SECONDS / wall).toFixed(2)), bytes })
      console.log(`${name.padEnd(8)} ${SECONDS} s of video in ${wall.toFixed(1)} s: ${(SECONDS / wall).toFixed(2)}x  (${(bytes / 1024).toFixed(0)} KB of segments, load ${load.toFixed(1)})`)
    }
    for (const rung of LADDER) await measure(rung.name, [rung])
    await measure('ladder', LADDER)
    const report = { date: new Date().toISOString(), cpus: os.cpus().length, cpu: os.cpus()[0]?.model, loadavg: os.loadavg(), rows }
    fs.mkdirSync('reports', { recursive: true })
    fs.writeFileSync(path.join('reports', 'bench-transcode.json'), `${JSON.stringify(report, null, 2)}\n`)
    console.log(`${report.date}, ${report.cpus} cores (${report.cpu}), load ${report.loadavg.map((l) => l.toFixed(1)).join(' ')}`)
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
