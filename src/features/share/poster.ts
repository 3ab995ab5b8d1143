import qrcode from 'qrcode-generator'
import type { PosterOp } from '../../platform/types'

/** The invite poster, in poster pixels: cover on top, my avatar and name, and the QR code of my invite link. */
export const POSTER_SIZE = { width: 600, height: 900 } as const

const PRIMARY = '#b04530'
const TEXT = '#333333'
const MUTED = '#666666'

/** The dark modules of a QR code of `text` as rectangles at (x, y), `size` wide (error correction M). */
function qrOps(text: string, x: number, y: number, size: number): PosterOp[] {
  const qr = qrcode(0, 'M')
  qr.addData(text)
  qr.make()
  const n = qr.getModuleCount()
  const cell = size / n
  const ops: PosterOp[] = []
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      // Slightly wider than a cell so neighbours join without hairline gaps.
      if (qr.isDark(r, c)) ops.push({ kind: 'rect', x: x + c * cell, y: y + r * cell, w: cell + 0.5, h: cell + 0.5, color: '#000000' })
    }
  }
  return ops
}

export function posterOps(p: { cover: string; avatar: string; name: string; siteName: string; headline: string; link: string }): PosterOp[] {
  const { width, height } = POSTER_SIZE
  return [
    { kind: 'rect', x: 0, y: 0, w: width, h: height, color: '#ffffff' },
    { kind: 'image', src: p.cover, x: 0, y: 0, w: width, h: 338, fallback: '#f6e3de' },
    { kind: 'image', src: p.avatar, x: 40, y: 370, w: 96, h: 96, round: true, fallback: '#f6e3de' },
    { kind: 'text', text: p.name, x: 156, y: 400, size: 30, color: TEXT, bold: true },
    { kind: 'text', text: `邀请你一起来${p.siteName}学钢琴`, x: 156, y: 442, size: 24, color: MUTED },
    { kind: 'text', text: p.headline, x: 40, y: 530, size: 28, color: TEXT, bold: true },
    { kind: 'text', text: '名师录播课 · 考级辅导 · 随时随地练琴', x: 40, y: 580, size: 22, color: MUTED },
    { kind: 'rect', x: 40, y: 640, w: 4, h: 180, color: PRIMARY },
    { kind: 'text', text: '长按识别二维码', x: 60, y: 700, size: 24, color: TEXT },
    { kind: 'text', text: '注册后即可开始学习', x: 60, y: 745, size: 22, color: MUTED },
    { kind: 'rect', x: 350, y: 610, w: 220, h: 220, color: '#ffffff' },
    ...qrOps(p.link, 360, 620, 200),
    { kind: 'text', text: p.siteName, x: width / 2, y: 868, size: 20, color: MUTED, align: 'center' }
  ]
}
