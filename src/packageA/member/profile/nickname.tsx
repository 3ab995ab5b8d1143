import { View, Text } from '@tarojs/components'
import { definePage } from '../../../components/PageShell'
import { routes } from '../../../routes'

/** 修改昵称: TODO say what the learner does here. */
function NicknamePage() {
  return (
    <View>
      <Text>修改昵称</Text>
    </View>
  )
}

export default definePage(routes.nickname, NicknamePage)
