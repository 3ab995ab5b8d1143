#!/usr/bin/env node
/**
 * Draws the studio's app icon (a grand piano's keys under a note, on the brand colour) as SVG and writes
 * the PNG sizes the web app manifest and iOS ask for into src/pwa (copied to dist/h5/pwa by the build).
 * Committed output; rerun only to change the artwork: `node scripts/gen-pwa-icons.js`.
 */
const fs = require('fs')
const path = require('path')
const sharp = require('sharp')

const OUT = path.join(__dirname, '..', 'src', 'pwa')
const BRAND = '#b04530'

/** `inset` keeps the drawing inside the safe zone of a maskable icon (the centre 80%). */
function iconSvg(inset) {
  const s = 512
  const box = s * (1 - 2 * inset)
  const x0 = s * inset
  const y0 = s * inset
  const keyW = box / 7
  const keysTop = y0 + box * 0.5
  const keysH = box * 0.42
  const white = Array.from({ length: 7 }, (_, i) =>
    `<rect x="${x0 + i * keyW + 3}" y="${keysTop}" width="${keyW - 6}" height="${keysH}" rx="10" fill="#fff"/>`).join('')
  const black = [1, 2, 4, 5, 6].map((i) =>
    `<rect x="${x0 + i * keyW - keyW * 0.3}" y="${keysTop}" width="${keyW * 0.6}" height="${keysH * 0.6}" rx="6" fill="#3a1a12"/>`).join('')
  const cx = s / 2
  const note = `<g fill="#fff"><ellipse cx="${cx - box * 0.06}" cy="${y0 + box * 0.36}" rx="${box * 0.09}" ry="${box * 0.065}" transform="rotate(-20 ${cx - box * 0.06} ${y0 + box * 0.36})"/>` +
    `<rect x="${cx + box * 0.015}" y="${y0 + box * 0.06}" width="${box * 0.025}" height="${box * 0.3}"/>` +
    `<path d="M${cx + box * 0.04} ${y0 + box * 0.06} q ${box * 0.12} ${box * 0.05} ${box * 0.1} ${box * 0.17} q -${box * 0.02} -${box * 0.08} -${box * 0.1} -${box * 0.09} z"/></g>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}"><rect width="${s}" height="${s}" fill="${BRAND}"/>${note}${white}${black}</svg>`
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true })
  const plain = Buffer.from(iconSvg(0.12))
  const maskable = Buffer.from(iconSvg(0.2))
  const outputs = [
    ['icon-192.png', plain, 192],
    ['icon-512.png', plain, 512],
    ['icon-maskable-512.png', maskable, 512],
    ['apple-touch-icon.png', plain, 180]
  ]
  for (const [name, svg, size] of outputs) {
    await sharp(svg).resize(size, size).png({ compressionLevel: 9, palette: true }).toFile(path.join(OUT, name))
  }
  console.log(`src/pwa: ${outputs.map((o) => o[0]).join(', ')}`)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
