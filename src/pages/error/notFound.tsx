import Taro from '@tarojs/taro'
import { definePage } from '../../components/PageShell'
import ResultView from '../../components/ResultView'
import { routes } from '../../routes'
import { navigateUrl } from '../../core/navigation'
import { back } from '../../core/pageNavigation'

/** Where an unknown link lands (an old share, a page not built yet): say so, and offer a way home. */
function NotFoundPage() {
  const canGoBack = Taro.getCurrentPages().length > 1
  return (
    <ResultView
      tone='info'
      title='页面不存在'
      description='这个页面不存在或已下线，去首页看看吧'
      actions={[
        { text: '返回首页', primary: true, onClick: () => void navigateUrl('reLaunch', routes.home.url) },
        ...(canGoBack ? [{ text: '返回上一页', onClick: () => void back() }] : [])
      ]}
    />
  )
}

export default definePage(routes.notFound, NotFoundPage)
