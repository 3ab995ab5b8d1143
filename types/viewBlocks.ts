/**
 * The H5 home's blocks (MeEdu's view blocks on `h5-page-index`) that the app renders: the app's renderer,
 * the server's checks of what staff save and the console's 首页装修 read this one list. Plain constants: the
 * app imports this file at run time.
 */

export const H5_PLATFORM = 'h5'
export const H5_HOME_PAGE = 'h5-page-index'

export const H5_BLOCK_SIGNS = ['slider', 'grid-nav', 'blank', 'image-group', 'h5-vod-v1', 'h5-book-v1', 'h5-live-v1'] as const
export type H5BlockSign = (typeof H5_BLOCK_SIGNS)[number]

/** Blocks whose config lists goods by id (`{ title, items: [id] }`), hydrated into cards when served. */
export const GOODS_LIST_BLOCKS: readonly H5BlockSign[] = ['h5-vod-v1', 'h5-book-v1', 'h5-live-v1']

/** Layout limits the app lays out well; the server refuses more. */
export const BLOCK_LIMITS = { sliderItems: 10, gridItems: 20, gridNameMax: 8, imageGroupItems: 4, goodsItems: 20, titleMax: 20, blankHeightMax: 200 } as const

/**
 * A link staff set on a block, a slider or a navigation entry: empty, a page of the app (`/course/1`,
 * `/pages/course/show?id=1`) or an http(s) address. Anything else (`javascript:`, `data:`) is refused.
 */
export const BLOCK_LINK_PATTERN = '^(|/[^\\s]*|https?://[^\\s/$.?#][^\\s]*)$'
