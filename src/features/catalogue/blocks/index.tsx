import type { ReactNode } from 'react'
import type { BlankRender, GridNavRender, ImageGroupRender, SliderItem, ViewBlock, VodV1Render } from '~types/contract/site'
import type { BookBlockRender } from '~types/contract/books'
import { SliderBlock } from './Slider'
import { GridNavBlock } from './GridNav'
import { BlankBlock } from './Blank'
import { ImageGroupBlock } from './ImageGroup'
import { VodListBlock } from './VodList'
import { BookListBlock } from './BookList'
import { H5_BLOCK_SIGNS, type H5BlockSign } from '~types/viewBlocks'
import './blocks.scss'

/** Block signs this app renders (types/viewBlocks.ts). Others (add-on blocks whose pages are not here yet) are skipped. */
const KNOWN_BLOCKS = H5_BLOCK_SIGNS

export function isKnownBlock(block: ViewBlock): boolean {
  return (KNOWN_BLOCKS as readonly string[]).includes(block.sign)
}

/** Blocks of another feature (h5-live-v1): the page passes their renderers in, as features do not import each other. */
export type BlockRenderers = Partial<Record<H5BlockSign, (render: unknown) => ReactNode>>

function Block({ block, renderers }: { block: ViewBlock; renderers: BlockRenderers }) {
  const r = block.config_render
  switch (block.sign) {
    case 'slider':
      return <SliderBlock items={r as SliderItem[]} />
    case 'grid-nav':
      return <GridNavBlock render={r as GridNavRender} />
    case 'blank':
      return <BlankBlock render={r as BlankRender} />
    case 'image-group':
      return <ImageGroupBlock render={r as ImageGroupRender} />
    case 'h5-vod-v1':
      return <VodListBlock render={r as VodV1Render} />
    case 'h5-book-v1':
      return <BookListBlock render={r as BookBlockRender} />
    default:
      return renderers[block.sign as keyof BlockRenderers]?.(r) ?? null
  }
}

export function ViewBlocks({ blocks, renderers = {} }: { blocks: ViewBlock[]; renderers?: BlockRenderers }) {
  return (
    <>
      {blocks.filter(isKnownBlock).map((block) => (
        <Block key={block.id} block={block} renderers={renderers} />
      ))}
    </>
  )
}
