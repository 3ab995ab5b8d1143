import sharp from 'sharp'

/**
 * An uploaded image (already judged an image by its first bytes) decoded and encoded again by sharp: turned
 * upright, at most `maxSide` pixels a side, metadata dropped, a JPG as JPG and anything else as PNG (the
 * first frame of a GIF). What is stored is pixels only: a polyglot's payload does not survive. A file sharp
 * cannot read answers null (the caller refuses it).
 */
export async function reencodeImage(bytes: Buffer, kind: 'jpg' | 'png' | 'gif' | 'webp', maxSide: number, jpegQuality: number) {
  try {
    const pipeline = sharp(bytes, { limitInputPixels: 40_000_000, animated: false }).rotate().resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    const { data, info } = await (kind === 'jpg' ? pipeline.jpeg({ quality: jpegQuality }) : pipeline.png()).toBuffer({ resolveWithObject: true })
    return { data, ext: kind === 'jpg' ? ('jpg' as const) : ('png' as const), width: info.width, height: info.height }
  } catch {
    return null
  }
}
