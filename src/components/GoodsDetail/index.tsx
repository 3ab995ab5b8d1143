import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import Picture from '../Picture'
import Tabs from '../Tabs'
import { Skeleton } from '../PageStatus'
import { ShareAs } from '../PageShell'

interface GoodsDetailProps<K extends string> {
  /**
   * The page's BEM block (`course`, `book`, `live`, `path`): the layout draws `block__cover`, `block__head`,
   * `block__title` ... and the page's stylesheet sizes them, so each goods keeps its look.
   */
  block: string
  /** The cover, which is also the share card's image. */
  cover: { src: string; alt: string }
  /** An e-book's portrait cover sits beside the title (in `block__info`); the others' runs across the top. */
  coverBeside?: boolean
  /** The goods' name, also the share card's title. */
  title: string
  desc: string
  /** The line under the description: price, facts, 分享. */
  meta: ReactNode
  /** The rest of the head: actions, a subscribe button, the learner's progress. */
  headExtra?: ReactNode
  /** Between the head and the tabs (a live course's teacher). */
  afterHead?: ReactNode
  tabs?: { items: readonly (readonly [K, string])[]; value: K; onChange: (key: K) => void }
  /** The selected tab's content (or the whole body of goods without tabs). */
  children: ReactNode
  /** The promotion strip docked above the bar (the promo feature's PromoBox), for goods that can have one. */
  promo?: ReactNode
  /** The strip is showing: the content keeps room above it for its last lines. */
  promoShown?: boolean
  /** The bar at the bottom: the one action that fits the learner (start, buy, or why not). */
  bar: ReactNode
}

/**
 * The goods detail layout (course, e-book, live course, learning path): cover, head (title, description,
 * meta), tabs and their content, and the docked bar with the promotion strip above it. The share card is
 * the goods' title and cover. Each page fills the slots and keeps its own classes and stylesheet.
 */
export function GoodsDetail<K extends string>(props: GoodsDetailProps<K>) {
  const { block, cover, coverBeside, title, desc, meta, headExtra, afterHead, tabs, children, promo, promoShown, bar } = props
  const picture = <Picture className={`${block}__cover`} src={cover.src} mode='aspectFill' alt={cover.alt} />
  const words = (
    <>
      <Text className={`${block}__title`}>{title}</Text>
      <Text className={`${block}__desc`}>{desc}</Text>
      <View className={`${block}__meta`}>{meta}</View>
      {headExtra}
    </>
  )
  return (
    <View className={promoShown ? `${block} ${block}--promo` : block}>
      <ShareAs title={title} imageUrl={cover.src} />
      {coverBeside ? (
        <View className={`${block}__head`}>
          {picture}
          <View className={`${block}__info`}>{words}</View>
        </View>
      ) : (
        <>
          {picture}
          <View className={`${block}__head`}>{words}</View>
        </>
      )}
      {afterHead}
      {tabs && <Tabs className={`${block}__tabs`} items={tabs.items} value={tabs.value} onChange={tabs.onChange} />}
      {children}
      <View className={`${block}__dock`}>
        {promo}
        <View className={`${block}__bar`}>{bar}</View>
      </View>
    </View>
  )
}

/** The same boxes while the goods load (root, cover, head), so nothing moves when they arrive. */
export function GoodsDetailSkeleton({ block, coverBeside, rows }: { block: string; coverBeside?: boolean; rows: number }) {
  const cover = <View className={`${block}__cover ${block}__cover--loading`} />
  return (
    <View className={block}>
      {coverBeside ? (
        <View className={`${block}__head`}>
          {cover}
          <View className={`${block}__info`}>
            <Skeleton rows={rows} />
          </View>
        </View>
      ) : (
        <>
          {cover}
          <Skeleton rows={rows} />
        </>
      )}
    </View>
  )
}
