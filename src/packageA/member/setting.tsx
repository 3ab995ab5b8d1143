import { View, Text } from '@tarojs/components'
import { definePage } from '../../components/PageShell'
import { routes } from '../../routes'

/** 设置: TODO say what the learner does here. */
function SettingPage() {
  return (
    <View>
      <Text>设置</Text>
    </View>
  )
}

export default definePage(routes.setting, SettingPage)
