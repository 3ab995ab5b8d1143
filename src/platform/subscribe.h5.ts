import type { SubscribeKind } from '~types/contract/subscribe'

/** H5 has no WeChat subscribe messages. Interface: SubscribeCapability. */
export function SubscribeButton(_props: { kind: SubscribeKind; id: number; label: string; doneLabel: string }): null {
  return null
}
