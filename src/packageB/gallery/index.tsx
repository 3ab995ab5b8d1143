import { definePage } from '../../components/PageShell'
import ResultView from '../../components/ResultView'
import { Gallery } from '../../features/gallery/Gallery'
import { isDevelopmentCopy } from '../../host/device'
import { go } from '../../core/navigation'
import { routes } from '../../routes'

/**
 * 控件一览: every control of the design system in each state, for the studio's developers on a development
 * copy (a local H5, the mini-program's develop or trial version); anywhere else the page does not exist.
 */
function GalleryPage() {
  if (!isDevelopmentCopy()) {
    return <ResultView tone='info' title='页面不存在' description='这个页面只在开发版中提供' actions={[{ text: '返回首页', primary: true, onClick: () => go(routes.home) }]} />
  }
  return <Gallery />
}

export default definePage(routes.gallery, GalleryPage)
