import { View, Text } from '@tarojs/components'
import { definePage } from '../../components/PageShell'
import { routes } from '../../routes'

/** 每日签到: TODO say what the learner does here. */
function SignCenterPage() {
  return (
    <View>
      <Text>每日签到</Text>
    </View>
  )
}

export default definePage(routes.signCenter, SignCenterPage)
