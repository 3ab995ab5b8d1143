import { useNowPlaying } from '../../core/nowPlaying'
import { loadOnce } from '../../utils/loadOnce'
import { useLoadedAfterPaint } from '../../hooks/useAfterPaint'

/** The bar and its icons are their own chunk: a track plays only once the audio pages (and player) loaded. */
const bar = loadOnce(() => import(/* webpackChunkName: "mini-player" */ './Bar').then((m) => m.default))

/**
 * The mini player bar (piano audio): at the top of every page while a track is loaded, except on the page
 * that shows the full player (`hidden`). In the page's flow, so it never covers a page's own bottom bar.
 */
export default function MiniPlayer({ hidden }: { hidden: boolean }) {
  const shown = useNowPlaying((s) => !!s.title && !!s.controls) && !hidden
  const { value: Bar } = useLoadedAfterPaint(bar, shown)
  return shown && Bar ? <Bar /> : null
}
