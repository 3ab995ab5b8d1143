/**
 * A home block's config as staff save it, checked by its sign before anything is written and kept in the
 * shape the app's renderer reads (src/features/catalogue/blocks): unknown keys dropped, links limited to the
 * app's pages and http(s) (types/viewBlocks.ts), images to addresses, goods lists to ids. MeEdu checks none
 * of it; its admin client's `{ id, title, thumb }` course items are accepted and kept as ids.
 */
import { BLOCK_LIMITS, BLOCK_LINK_PATTERN, GOODS_LIST_BLOCKS, type H5BlockSign } from '~types/viewBlocks'
import { URL_PATTERN } from '~types/contract/admin/courses'
import { fail } from '../../http/envelope'
import { listedIds } from '../../system/blocks'

type Json = Record<string, unknown>

const LINK = new RegExp(BLOCK_LINK_PATTERN)
const IMAGE = new RegExp(URL_PATTERN)
const COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i

const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v)
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : v === null || v === undefined ? '' : null)

function image(v: unknown, what: string): string {
  const s = text(v)
  if (!s) throw fail(`请上传${what}`)
  if (s.length > 500 || !IMAGE.test(s)) throw fail(`${what}地址不正确`)
  return s
}

function link(v: unknown): string {
  const s = text(v)
  if (s === null || s.length > 500 || !LINK.test(s)) throw fail('链接地址须为站内页面（以 / 开头）或 http(s) 地址')
  return s
}

function list(v: unknown, max: number, what: string, min = 0): unknown[] {
  if (!Array.isArray(v)) throw fail(`${what}格式不正确`)
  if (v.length < min) throw fail(`请添加${what}`)
  if (v.length > max) throw fail(`${what}最多${max}个`)
  return v
}

function title(v: unknown): string {
  const s = text(v)
  if (s === null || s.length > BLOCK_LIMITS.titleMax) throw fail(`标题不能超过${BLOCK_LIMITS.titleMax}个字符`)
  return s
}

/** The config to store for `sign`; `courseIds` answers which of the given ids are courses. */
export async function checkBlockConfig(sign: H5BlockSign, config: unknown, courseIds: (ids: number[]) => Promise<number[]>): Promise<unknown> {
  switch (sign) {
    case 'slider':
      return list(config, BLOCK_LIMITS.sliderItems, '幻灯片', 1).map((item) => {
        if (!isObject(item)) throw fail('幻灯片格式不正确')
        return { src: image(item.src, '幻灯片图片'), href: link(item.href) }
      })
    case 'grid-nav': {
      if (!isObject(config)) throw fail('宫格导航格式不正确')
      const lineCount = Number(config.line_count)
      if (![3, 4, 5].includes(lineCount)) throw fail('每行数量须为3、4或5')
      const items = list(config.items, BLOCK_LIMITS.gridItems, '导航', 1).map((item) => {
        if (!isObject(item)) throw fail('导航格式不正确')
        const name = text(item.name)
        if (!name) throw fail('请填写导航名称')
        if (name.length > BLOCK_LIMITS.gridNameMax) throw fail(`导航名称不能超过${BLOCK_LIMITS.gridNameMax}个字符`)
        return { src: image(item.src, '导航图标'), name, href: link(item.href) }
      })
      return { line_count: lineCount, items }
    }
    case 'blank': {
      if (!isObject(config)) throw fail('辅助空白格式不正确')
      const height = Number(config.height)
      if (!Number.isInteger(height) || height < 1 || height > BLOCK_LIMITS.blankHeightMax) throw fail(`高度须为1-${BLOCK_LIMITS.blankHeightMax}的整数`)
      const bgcolor = text(config.bgcolor)
      if (!bgcolor || !COLOR.test(bgcolor)) throw fail('背景颜色须为 #RRGGBB')
      return { height, bgcolor }
    }
    case 'image-group': {
      if (!isObject(config)) throw fail('图片魔方格式不正确')
      const items = list(config.items, BLOCK_LIMITS.imageGroupItems, '图片', 1).map((item) => {
        if (!isObject(item)) throw fail('图片格式不正确')
        return { src: image(item.src, '图片'), url: link(item.url) }
      })
      // MeEdu's layout name; the app lays out by the count of images.
      return { v: `v-${items.length}`, items }
    }
    default: {
      if (!GOODS_LIST_BLOCKS.includes(sign)) throw fail('不支持的模块')
      if (!isObject(config)) throw fail('模块配置格式不正确')
      list(config.items, BLOCK_LIMITS.goodsItems, '内容')
      const ids = listedIds(config)
      if (ids.length !== (config.items as unknown[]).length || new Set(ids).size !== ids.length) throw fail('内容格式不正确')
      if (sign === 'h5-vod-v1' && (await courseIds(ids)).length !== ids.length) throw fail('课程不存在')
      return { title: title(config.title), items: ids }
    }
  }
}
