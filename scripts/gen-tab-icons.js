#!/usr/bin/env node
/**
 * Draws the three tab-bar icons (home, learning, me) as 81x81 PNGs, grey and active colour, into
 * src/assets/tabbar. Committed output; rerun only to change the artwork. No dependencies: shapes are
 * filled with 4x4 supersampling and written with zlib.
 */
const fs = require('fs')
const path = require('path')
const zlib = require('zlib')

const SIZE = 81
const SS = 4
const OUT = path.join(__dirname, '..', 'src', 'assets', 'tabbar')

const inPoly = (x, y, pts) => {
  let inside = false
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i]
    const [xj, yj] = pts[j]
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}
const inCircle = (x, y, cx, cy, r) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r
const inRect = (x, y, x0, y0, x1, y1) => x >= x0 && x <= x1 && y >= y0 && y <= y1

const SHAPES = {
  index: (x, y) =>
    inPoly(x, y, [[40.5, 10], [72, 38], [9, 38]]) ||
    (inRect(x, y, 17, 36, 64, 70) && !inRect(x, y, 34, 48, 47, 70)),
  course: (x, y) =>
    (inRect(x, y, 14, 14, 67, 68) && !inRect(x, y, 38.5, 14, 42.5, 68) && !inRect(x, y, 19, 19, 35, 63) && !inRect(x, y, 46, 19, 62, 63)) ||
    inRect(x, y, 22, 26, 32, 29) || inRect(x, y, 49, 26, 59, 29) || inRect(x, y, 22, 35, 32, 38) || inRect(x, y, 49, 35, 59, 38),
  member: (x, y) =>
    inCircle(x, y, 40.5, 27, 14) ||
    (y >= 46 && y <= 72 && ((x - 40.5) / 27) ** 2 + ((y - 72) / 26) ** 2 <= 1)
}

function crcTable() {
  const t = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    t[n] = c >>> 0
  }
  return t
}
const CRC = crcTable()
const crc32 = (buf) => {
  let c = 0xffffffff
  for (const b of buf) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type, data) {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const td = Buffer.concat([Buffer.from(type), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(td))
  return Buffer.concat([len, td, crc])
}

function png(shape, [r, g, b]) {
  const raw = Buffer.alloc(SIZE * (SIZE * 4 + 1))
  for (let y = 0; y < SIZE; y++) {
    raw[y * (SIZE * 4 + 1)] = 0
    for (let x = 0; x < SIZE; x++) {
      let hits = 0
      for (let sy = 0; sy < SS; sy++)
        for (let sx = 0; sx < SS; sx++) if (shape(x + (sx + 0.5) / SS, y + (sy + 0.5) / SS)) hits++
      const o = y * (SIZE * 4 + 1) + 1 + x * 4
      raw[o] = r
      raw[o + 1] = g
      raw[o + 2] = b
      raw[o + 3] = Math.round((255 * hits) / (SS * SS))
    }
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(SIZE, 0)
  ihdr.writeUInt32BE(SIZE, 4)
  ihdr[8] = 8
  ihdr[9] = 6
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0))
  ])
}

fs.mkdirSync(OUT, { recursive: true })
for (const [name, shape] of Object.entries(SHAPES)) {
  fs.writeFileSync(path.join(OUT, `${name}.png`), png(shape, [0x99, 0x99, 0x99]))
  fs.writeFileSync(path.join(OUT, `${name}-active.png`), png(shape, [0xc8, 0x55, 0x3d]))
}
console.log(`tab icons written to ${path.relative(process.cwd(), OUT)}`)
