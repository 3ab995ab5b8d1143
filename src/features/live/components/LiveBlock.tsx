import { View, Text } from '@tarojs/components'
import type { LiveBlockRender } from '../../../../types/api'
import LiveCard from './LiveCard'
import { useSiteConfig } from '../../../core/siteConfig'

/** A titled list of live courses (`h5-live-v1`, filled by the server); shown only while the live add-on is on. */
export function LiveListBlock({ render }: { render: LiveBlockRender }) {
  const on = useSiteConfig((s) => s.flags.live)
  if (!on || !render?.items?.length) return null
  return (
    <View className='block-vod block-live'>
      {render.title && <Text className='block-vod__title'>{render.title}</Text>}
      {render.items.map((c) => (
        <LiveCard key={c.id} course={c} />
      ))}
    </View>
  )
}
