import type { ComponentType } from 'react'
import { Skeleton, ErrorState } from '../PageStatus'
import { afterLoadIdle } from '../../utils/timing'
import { loadOnce } from '../../utils/loadOnce'
import { useLoadedAfterPaint } from '../../hooks/useAfterPaint'

type Module<P> = { default: ComponentType<P> }

export interface OnDemandComponent<P> {
  (props: P): JSX.Element
  /** Starts loading now (for instance when the learner is about to need it). */
  preload(): Promise<ComponentType<P>>
}

/**
 * A component kept out of its page's first load: the H5 build puts whatever `load` imports in its own chunk,
 * fetched once the component's first frame (its skeleton) has been painted, or once the page has loaded and
 * gone idle, whichever is first: a part below the fold never competes with the first screen.
 * Until it is in, a skeleton; a chunk that fails to load says so with 重试 (the next try fetches it again).
 * The mini-program bundles it as usual and shows it after one render.
 */
export function onDemand<P extends object>(load: () => Promise<Module<P>>, failedMessage: string): OnDemandComponent<P> {
  const part = loadOnce(() => load().then((m) => m.default))
  afterLoadIdle(() => void part.get().catch(() => {}))

  function OnDemand(props: P) {
    const { value: Loaded, failed, retry } = useLoadedAfterPaint(part)
    if (Loaded) return <Loaded {...props} />
    if (failed) return <ErrorState message={failedMessage} onRetry={retry} />
    return <Skeleton rows={3} avatar />
  }
  OnDemand.preload = part.get
  return OnDemand
}
