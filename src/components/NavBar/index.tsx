import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { routes } from '../../routes'
import { navigateUrl } from '../../core/navigation'
import { back as goBack } from '../../core/pageNavigation'
import Icon from '../Icon'
import { BACK, HOME } from '../Icon/paths'
import './index.scss'

/** The status bar's height, and (weapp) the room the capsule menu takes at the right, in px. */
function safeArea(): { top: number; right: number } {
  let top = 0
  let right = 0
  try {
    const info = Taro.getSystemInfoSync()
    top = info.statusBarHeight ?? 0
    // Only the mini-program has a capsule: Taro's H5 stand-in answers with a rejected promise outside production builds.
    const capsule = process.env.TARO_ENV === 'weapp' && typeof Taro.getMenuButtonBoundingClientRect === 'function' ? Taro.getMenuButtonBoundingClientRect() : undefined
    if (capsule && capsule.left > 0) right = info.windowWidth - capsule.left
  } catch {
    // H5 and older clients: no capsule, no status bar to clear.
  }
  return { top, right }
}

/**
 * The navigation bar of a page that draws its own (route `customNav`): back (or home when the page was
 * opened directly, e.g. from a shared link), and the title, below the phone's status bar.
 */
export default function NavBar({ title }: { title: string }) {
  const canGoBack = Taro.getCurrentPages().length > 1
  const back = () => (canGoBack ? goBack() : navigateUrl('reLaunch', routes.home.url))
  const area = safeArea()
  // The title stays centred: both sides as wide as the wider of the back button and the capsule.
  const side = area.right ? { width: `${Math.max(area.right, 48)}px` } : undefined
  return (
    <View className='nav-bar' style={{ paddingTop: `${area.top}px` }}>
      <View className='nav-bar__row'>
        <View className='nav-bar__back' style={side} role='button' aria-label={canGoBack ? '返回' : '首页'} onClick={back}>
          <Icon path={canGoBack ? BACK : HOME} color='text' className='nav-bar__icon' />
        </View>
        <Text className='nav-bar__title'>{title}</Text>
        <View className='nav-bar__side' style={side} />
      </View>
    </View>
  )
}
