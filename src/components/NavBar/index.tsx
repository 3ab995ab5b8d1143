import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { routes } from '../../routes'
import './index.scss'

function statusBarHeight(): number {
  try {
    return Taro.getSystemInfoSync().statusBarHeight ?? 0
  } catch {
    return 0
  }
}

/**
 * The navigation bar of a page that draws its own (route `customNav`): back (or home when the page was
 * opened directly, e.g. from a shared link), and the title, below the phone's status bar.
 */
export default function NavBar({ title }: { title: string }) {
  const canGoBack = Taro.getCurrentPages().length > 1
  const back = () => (canGoBack ? Taro.navigateBack() : Taro.reLaunch({ url: routes.home.url }))
  return (
    <View className='nav-bar' style={{ paddingTop: `${statusBarHeight()}px` }}>
      <View className='nav-bar__row'>
        <View className='nav-bar__back' role='button' aria-label={canGoBack ? '返回' : '首页'} onClick={back}>
          <Text className='nav-bar__icon' aria-hidden>
            {canGoBack ? '‹' : '⌂'}
          </Text>
        </View>
        <Text className='nav-bar__title'>{title}</Text>
        <View className='nav-bar__side' />
      </View>
    </View>
  )
}
