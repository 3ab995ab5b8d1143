import { createElement } from 'react'
import Taro from '@tarojs/taro'
import { Canvas } from '@tarojs/components'
import type { PosterOp } from './types'

/**
 * weapp: draws on the page's `<canvas canvas-id>` (kept off-screen by PosterCanvas) with the canvas
 * context API, images first made local with getImageInfo, and exports a temp file. Interface: PosterCapability.
 */
const localPath = (src: string) =>
  src
    ? Taro.getImageInfo({ src })
        .then((r) => r.path)
        .catch(() => '')
    : Promise.resolve('')

export async function drawPoster(canvasId: string, ops: PosterOp[], size: { width: number; height: number }): Promise<string> {
  const page = Taro.getCurrentInstance().page ?? undefined
  const ctx = Taro.createCanvasContext(canvasId, page)
  const paths = await Promise.all(ops.map((op) => (op.kind === 'image' ? localPath(op.src) : Promise.resolve(''))))
  ops.forEach((op, i) => {
    if (op.kind === 'rect') {
      ctx.setFillStyle(op.color)
      ctx.fillRect(op.x, op.y, op.w, op.h)
    } else if (op.kind === 'text') {
      ctx.setFillStyle(op.color)
      ctx.font = `${op.bold ? 'bold ' : ''}${op.size}px sans-serif`
      ctx.setFontSize(op.size)
      ctx.setTextAlign(op.align ?? 'left')
      ctx.setTextBaseline('middle')
      ctx.fillText(op.text, op.x, op.y)
    } else {
      ctx.save()
      if (op.round) {
        ctx.beginPath()
        ctx.arc(op.x + op.w / 2, op.y + op.h / 2, op.w / 2, 0, Math.PI * 2)
        ctx.clip()
      }
      if (paths[i]) ctx.drawImage(paths[i], op.x, op.y, op.w, op.h)
      else {
        ctx.setFillStyle(op.fallback)
        ctx.fillRect(op.x, op.y, op.w, op.h)
      }
      ctx.restore()
    }
  })
  await new Promise<void>((resolve) => ctx.draw(false, () => resolve()))
  const file = await Taro.canvasToTempFilePath({ canvasId, x: 0, y: 0, width: size.width, height: size.height, destWidth: size.width * 2, destHeight: size.height * 2 }, page)
  return file.tempFilePath
}

export function PosterCanvas(props: { canvasId: string; width: number; height: number }) {
  // Off-screen, at poster size (the context API draws in the element's CSS pixels).
  return createElement(Canvas, {
    canvasId: props.canvasId,
    style: { position: 'fixed', left: '-9999px', top: '0', width: `${props.width}px`, height: `${props.height}px` }
  })
}
