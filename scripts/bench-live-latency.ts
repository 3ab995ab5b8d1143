/**
 * `npm run bench:live-latency`: the delay from a teacher's push to a learner's screen, through the real
 * engine (nginx-rtmp), this server's signed playlists and the H5 room's player (hls.js) in Debian's
 * chromium. ffmpeg pushes a test pattern whose clock is burnt into every frame twice: as text for a
 * person, and as 20 black/white boxes (the frame's time in centiseconds, in binary) for the page to read
 * back from the picture it shows. The wall time of the push's time zero comes from ffmpeg's own progress
 * lines. Every 500 ms for BENCH_SAMPLES (default 40) samples the page draws the frame on screen and reads
 * its clock: latency = now - (time zero + the frame's clock). Prints p50/p95 with the date and the load,
 * writes reports/bench-live-latency.json. Needs the H5 build (dist/h5), nginx with the RTMP module, ffmpeg.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { spawn } from 'child_process'
import { startProduct, poll } from '../tests/e2e/harness'
import { beijing, now } from '../server/src/lib/time'

const SAMPLES = Number(process.env.BENCH_SAMPLES || 40)
const BITS = 20
const KEY = `bench${Date.now().toString(36)}`

/** The frame's time (centiseconds) as 20 boxes along the bottom: white = 1, least significant first. */
const clockBoxes = () =>
  [
    'drawbox=x=0:y=150:w=320:h=30:color=black:t=fill',
    ...Array.from({ length: BITS }, (_, i) => `drawbox=x=${4 + i * 15}:y=156:w=12:h=18:color=white:t=fill:enable='eq(mod(floor(t*100/${2 ** i}),2),1)'`),
    "drawtext=text='%{pts\\:hms}':fontcolor=white:fontsize=24:box=1:boxcolor=black@0.6:x=10:y=10"
  ].join(',')

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

async function main() {
  const product = await startProduct({ liveEngine: true })
  const pusher = spawn(
    'ffmpeg',
    [
      '-nostdin', '-v', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc2=s=320x180:r=25', '-f', 'lavfi', '-i', 'sine=f=440',
      '-vf', clockBoxes(), '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '25', '-b:v', '800k', '-pix_fmt', 'yuv420p',
      '-c:a', 'aac', '-b:a', '32k', '-ar', '44100', '-progress', 'pipe:1', '-f', 'flv', `${product.engine!.config.rtmpUrl}/${KEY}`
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] }
  )
  // Time zero of the push on the wall clock: the earliest (arrival - position) over ffmpeg's progress lines.
  let zero = Infinity
  pusher.stdout.on('data', (chunk: Buffer) => {
    const at = Date.now()
    for (const m of chunk.toString().matchAll(/out_time_us=(\d+)/g)) zero = Math.min(zero, at - Number(m[1]) / 1000)
  })
  try {
    product.db.prepare('UPDATE live_videos SET published_at = ?, stream_key = ? WHERE id = 3').run(beijing(now()), KEY)
    const res = await fetch(`${product.url}/api/v2/login/password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: '13800138000', password: 'piano123' }) })
    const { data } = (await res.json()) as { data: { token: string } }
    const ctx = await product.phone()
    await ctx.addInitScript((t) => localStorage.setItem('meedu-h5-token', JSON.stringify({ data: t })), data.token)
    const page = await ctx.newPage()
    await page.goto(`${product.url}/#/packageA/live/video?id=3`)
    await page.locator('video.live-player__video[data-live="1"]').waitFor({ timeout: 60_000 })
    await poll(() => page.evaluate(() => (document.querySelector('video.live-player__video') as HTMLVideoElement).currentTime), (t) => t > 2, 60_000)
    const samples: number[] = []
    for (let i = 0; i < SAMPLES; i++) {
      await new Promise((r) => setTimeout(r, 500))
      const read = await page.evaluate((bits) => {
        const v = document.querySelector('video.live-player__video') as HTMLVideoElement
        const c = document.createElement('canvas')
        c.width = v.videoWidth
        c.height = v.videoHeight
        const g = c.getContext('2d')!
        g.drawImage(v, 0, 0)
        const sx = c.width / 320
        const sy = c.height / 180
        let centis = 0
        for (let b = 0; b < bits; b++) {
          const px = g.getImageData(Math.round((4 + b * 15 + 6) * sx), Math.round(165 * sy), 1, 1).data
          if (px[0] + px[1] + px[2] > 3 * 128) centis += 2 ** b
        }
        return { centis, at: Date.now() }
      }, BITS)
      samples.push(read.at - (zero + read.centis * 10))
    }
    const sorted = [...samples].sort((a, b) => a - b)
    const report = {
      date: new Date().toISOString(),
      cpus: os.cpus().length,
      loadavg: os.loadavg(),
      samples: samples.map(Math.round),
      p50: Math.round(percentile(sorted, 50)),
      p95: Math.round(percentile(sorted, 95)),
      min: Math.round(sorted[0]),
      max: Math.round(sorted[sorted.length - 1])
    }
    fs.mkdirSync('reports', { recursive: true })
    fs.writeFileSync(path.join('reports', 'bench-live-latency.json'), `${JSON.stringify(report, null, 2)}\n`)
    console.log(`push -> screen over ${SAMPLES} samples: p50 ${report.p50} ms, p95 ${report.p95} ms (min ${report.min}, max ${report.max}); ${report.date}, load ${report.loadavg.map((l) => l.toFixed(1)).join(' ')}`)
    await ctx.close()
  } finally {
    pusher.kill('SIGKILL')
    await product.stop()
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e)
    process.exit(1)
  }
)
