import { View } from '@tarojs/components'
import type { BlankRender } from '~types/contract/site'

const COLOR = /^#[0-9a-f]{3,8}$|^rgba?\([\d\s.,%]+\)$/i

export function BlankBlock({ render }: { render: BlankRender }) {
  const height = Math.min(Math.max(Number(render?.height) || 0, 0), 200)
  const background = COLOR.test(render?.bgcolor ?? '') ? render.bgcolor : 'transparent'
  return <View style={{ height: `${height}px`, background }} />
}
