import { View, Text } from '@tarojs/components'
import { definePage } from '../../../components/PageShell'
import { routes } from '../../../routes'

/** 兑换成功: TODO say what the learner does here. */
function CodeExchangerSuccessPage() {
  return (
    <View>
      <Text>兑换成功</Text>
    </View>
  )
}

export default definePage(routes.codeExchangerSuccess, CodeExchangerSuccessPage)
