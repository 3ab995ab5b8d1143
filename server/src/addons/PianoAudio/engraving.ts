/** A score engraved with its pictures: SVG for H5, PNG for the mini-program (whose <image> cannot be trusted with arbitrary SVG). */
import sharp from 'sharp'
import { engrave, type ScoreFormat } from '../../scores/engrave'
import type { TimeMap } from './store'

/** PNG pages at twice the SVG's size: sharp on a phone's 2x-3x screen. */
const PNG_DENSITY = 144

export interface Engraving {
  map: TimeMap
  pages: { svg: string; png: Buffer }[]
}

export async function engraveWithPictures(source: string, format: ScoreFormat): Promise<Engraving> {
  const score = await engrave(source, format)
  const pages = await Promise.all(
    score.pages.map(async (p) => ({ svg: p.svg, png: await sharp(Buffer.from(p.svg), { density: PNG_DENSITY }).flatten({ background: '#ffffff' }).png().toBuffer() }))
  )
  return { map: { ...score, pages: score.pages.map((p) => ({ width: p.width, height: p.height })) }, pages }
}
