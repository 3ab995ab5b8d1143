import { View, Text } from '@tarojs/components'
import type { LiveBlockRender } from '~types/contract/live'
import { useSiteConfig } from '../../../core/siteConfig'
import { onDemand } from '../../../components/OnDemand'

// The block sits below the fold: its cards (with their countdowns) stay out of the home page's first load.
const LiveCards = onDemand(() => import(/* webpackChunkName: "live-cards" */ './LiveCards'), '直播课程加载失败，请检查网络后重试')

/** A titled list of live courses (`h5-live-v1`, filled by the server); shown only while the live add-on is on. */
export function LiveListBlock({ render }: { render: LiveBlockRender }) {
  const on = useSiteConfig((s) => s.flags.live)
  if (!on || !render?.items?.length) return null
  return (
    <View className='block-vod block-live'>
      {render.title && <Text className='block-vod__title'>{render.title}</Text>}
      <LiveCards items={render.items} />
    </View>
  )
}
