/**
 * The H5 home's blocks as 首页装修 names and edits them: each sign's Chinese name, the form values of a stored
 * config, and the config the server's checks take (server/src/admin/decoration/blockConfig.ts).
 */
import type { H5BlockSign } from '../../../../types/viewBlocks'
import { GOODS_LIST_BLOCKS } from '../../../../types/viewBlocks'

const BLOCK_NAMES: Record<H5BlockSign, string> = {
  slider: '幻灯片',
  'grid-nav': '宫格导航',
  blank: '辅助空白',
  'image-group': '图片魔方',
  'h5-vod-v1': '课程列表',
  'h5-book-v1': '电子书列表',
  'h5-live-v1': '直播列表'
}

export const blockName = (sign: string) => BLOCK_NAMES[sign as H5BlockSign] ?? sign

export const isGoodsList = (sign: string) => (GOODS_LIST_BLOCKS as readonly string[]).includes(sign)

interface LinkedImage {
  src?: string
  href?: string
}

/** One form for every sign: the fields a sign does not use stay empty. */
export interface BlockFormValues {
  slides?: LinkedImage[]
  line_count?: number
  navs?: (LinkedImage & { name?: string })[]
  height?: number
  bgcolor?: string
  images?: LinkedImage[]
  title?: string
  goods?: number[]
}

type Json = Record<string, unknown>

const parsed = (config: string): unknown => {
  try {
    return JSON.parse(config)
  } catch {
    return null
  }
}
const objectOf = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {})
const arrayOf = (v: unknown): Json[] => (Array.isArray(v) ? v.map(objectOf) : [])
const str = (v: unknown) => (typeof v === 'string' ? v : '')

/** A new block's form: one empty item where the block needs one. */
export function emptyValues(sign: string): BlockFormValues {
  if (sign === 'slider') return { slides: [{}] }
  if (sign === 'grid-nav') return { line_count: 4, navs: [{}] }
  if (sign === 'blank') return { height: 10, bgcolor: '#ffffff' }
  if (sign === 'image-group') return { images: [{}] }
  return { title: '', goods: [] }
}

/** The form's values of a stored config (MeEdu's JSON string; a goods item may be an id or `{ id }`). */
export function valuesOf(sign: string, config: string): BlockFormValues {
  const c = parsed(config)
  if (sign === 'slider') return { slides: arrayOf(c).map((i) => ({ src: str(i.src), href: str(i.href) })) }
  const o = objectOf(c)
  if (sign === 'grid-nav') return { line_count: Number(o.line_count) || 4, navs: arrayOf(o.items).map((i) => ({ src: str(i.src), name: str(i.name), href: str(i.href) })) }
  if (sign === 'blank') return { height: Number(o.height) || 10, bgcolor: str(o.bgcolor) || '#ffffff' }
  if (sign === 'image-group') return { images: arrayOf(o.items).map((i) => ({ src: str(i.src), href: str(i.url) })) }
  const goods = (Array.isArray(o.items) ? o.items : []).map((i: unknown) => Number(typeof i === 'object' && i ? (i as Json).id : i)).filter((n) => Number.isInteger(n) && n > 0)
  return { title: str(o.title), goods }
}

const trimmed = (v?: string) => (v ?? '').trim()

/** The config to send for `sign` (the server checks it again and keeps the same shape). */
export function configOf(sign: string, v: BlockFormValues): unknown {
  if (sign === 'slider') return (v.slides ?? []).map((i) => ({ src: trimmed(i.src), href: trimmed(i.href) }))
  if (sign === 'grid-nav') return { line_count: v.line_count, items: (v.navs ?? []).map((i) => ({ src: trimmed(i.src), name: trimmed(i.name), href: trimmed(i.href) })) }
  if (sign === 'blank') return { height: v.height, bgcolor: trimmed(v.bgcolor) }
  if (sign === 'image-group') return { items: (v.images ?? []).map((i) => ({ src: trimmed(i.src), url: trimmed(i.href) })) }
  return { title: trimmed(v.title), items: v.goods ?? [] }
}
