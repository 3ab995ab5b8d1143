import path from 'path'

/** Where uploads and generated media are kept (server/media), served under /media/. */
export const MEDIA_DIR = path.join(__dirname, '..', '..', 'media')

/** The image type from its first bytes, or null for anything else (an SVG, HTML or script named .png). */
export function imageExtension(b: Buffer): 'jpg' | 'png' | 'gif' | 'webp' | null {
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg'
  if (b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (b.length > 6 && /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1'))) return 'gif'
  if (b.length > 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp'
  return null
}
