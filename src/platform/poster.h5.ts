import type { PosterOp } from './types'

/** H5: draws on an off-screen canvas (2x for sharp text) and returns a PNG data URL. Interface: PosterCapability. */
const SCALE = 2

function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const img = new Image()
    img.crossOrigin = 'anonymous'
    img.onload = () => resolve(img)
    img.onerror = () => resolve(null)
    img.src = src
  })
}

export async function drawPoster(_canvasId: string, ops: PosterOp[], size: { width: number; height: number }): Promise<string> {
  const canvas = document.createElement('canvas')
  canvas.width = size.width * SCALE
  canvas.height = size.height * SCALE
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('canvas unavailable')
  ctx.scale(SCALE, SCALE)
  const images = await Promise.all(ops.map((op) => (op.kind === 'image' && op.src ? loadImage(op.src) : Promise.resolve(null))))
  ops.forEach((op, i) => {
    if (op.kind === 'rect') {
      ctx.fillStyle = op.color
      ctx.fillRect(op.x, op.y, op.w, op.h)
    } else if (op.kind === 'text') {
      ctx.fillStyle = op.color
      ctx.font = `${op.bold ? 'bold ' : ''}${op.size}px sans-serif`
      ctx.textAlign = op.align ?? 'left'
      ctx.textBaseline = 'middle'
      ctx.fillText(op.text, op.x, op.y)
    } else {
      ctx.save()
      if (op.round) {
        ctx.beginPath()
        ctx.arc(op.x + op.w / 2, op.y + op.h / 2, op.w / 2, 0, Math.PI * 2)
        ctx.clip()
      }
      const img = images[i]
      if (img) ctx.drawImage(img, op.x, op.y, op.w, op.h)
      else {
        ctx.fillStyle = op.fallback
        ctx.fillRect(op.x, op.y, op.w, op.h)
      }
      ctx.restore()
    }
  })
  return canvas.toDataURL('image/png')
}

export function PosterCanvas(_props: { canvasId: string; width: number; height: number }): null {
  return null
}
