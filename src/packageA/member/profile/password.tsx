import { View, Text } from '@tarojs/components'
import { definePage } from '../../../components/PageShell'
import { routes } from '../../../routes'

/** 设置密码: TODO say what the learner does here. */
function PasswordPage() {
  return (
    <View>
      <Text>设置密码</Text>
    </View>
  )
}

export default definePage(routes.password, PasswordPage)
