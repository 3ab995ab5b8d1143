/**
 * The H5 home as learners will see it, in a phone frame: each block drawn from what the server serves for it
 * (`config_render`), in the list's order, so a drag shows at once. A sketch of the app's renderer
 * (src/features/catalogue/blocks), not the app itself: the console does not load the app's code.
 */
import type { CSSProperties } from 'react'
import type { AdminViewBlock } from '../../../../types/contract/admin/decoration'
import { blockName, isGoodsList } from './blockKinds'

type Json = Record<string, unknown>
const objectOf = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {})
const arrayOf = (v: unknown): Json[] => (Array.isArray(v) ? v.map(objectOf) : [])
const str = (v: unknown) => (typeof v === 'string' ? v : '')

const FRAME: CSSProperties = { width: 320, height: 640, border: '10px solid #222', borderRadius: 32, overflow: 'hidden', background: '#fff', display: 'flex', flexDirection: 'column' }
const img: CSSProperties = { width: '100%', display: 'block', objectFit: 'cover', background: '#eee' }

function Block({ block }: { block: AdminViewBlock }) {
  const r = block.config_render
  switch (block.sign) {
    case 'slider': {
      const first = arrayOf(r)[0]
      return first ? <img src={str(first.src)} alt="幻灯片" style={{ ...img, height: 140 }} /> : null
    }
    case 'grid-nav': {
      const g = objectOf(r)
      return (
        <div style={{ display: 'grid', gridTemplateColumns: `repeat(${Number(g.line_count) || 4}, 1fr)`, gap: 8, padding: 8 }}>
          {arrayOf(g.items).map((i, n) => (
            <div key={n} style={{ textAlign: 'center', fontSize: 11 }}>
              <img src={str(i.src)} alt="" style={{ width: 36, height: 36, borderRadius: 18 }} />
              <div>{str(i.name)}</div>
            </div>
          ))}
        </div>
      )
    }
    case 'blank': {
      const b = objectOf(r)
      return <div style={{ height: Number(b.height) || 0, background: str(b.bgcolor) }} />
    }
    case 'image-group': {
      const items = arrayOf(objectOf(r).items)
      return (
        <div style={{ display: 'grid', gridTemplateColumns: `repeat(${Math.min(items.length, 2) || 1}, 1fr)`, gap: 4, padding: 4 }}>
          {items.map((i, n) => (
            <img key={n} src={str(i.src)} alt="" style={{ ...img, height: 70 }} />
          ))}
        </div>
      )
    }
    default: {
      if (!isGoodsList(block.sign)) return null
      const list = objectOf(r)
      const items = arrayOf(list.items)
      return (
        <div style={{ padding: '8px 12px' }}>
          {str(list.title) && <div style={{ fontWeight: 600, marginBottom: 6 }}>{str(list.title)}</div>}
          {items.length === 0 && <div style={{ color: '#999', fontSize: 12 }}>暂无{blockName(block.sign)}内容</div>}
          {items.map((i) => (
            <div key={String(i.id)} style={{ display: 'flex', gap: 8, marginBottom: 6, fontSize: 12 }}>
              <img src={str(i.thumb)} alt="" style={{ width: 64, height: 48, objectFit: 'cover', background: '#eee' }} />
              <span>{str(i.title)}</span>
            </div>
          ))}
        </div>
      )
    }
  }
}

export function PhonePreview({ blocks }: { blocks: AdminViewBlock[] }) {
  return (
    <div style={FRAME} role="region" aria-label="手机预览">
      <div style={{ textAlign: 'center', padding: 8, borderBottom: '1px solid #f0f0f0', fontWeight: 600 }}>首页</div>
      <div style={{ overflowY: 'auto', flex: 1 }}>
        {blocks.map((b) => (
          <section key={b.id} aria-label={`预览：${blockName(b.sign)}`}>
            <Block block={b} />
          </section>
        ))}
      </div>
    </div>
  )
}
