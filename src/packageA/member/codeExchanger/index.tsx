import { View, Text } from '@tarojs/components'
import { definePage } from '../../../components/PageShell'
import { routes } from '../../../routes'

/** 兑换码: TODO say what the learner does here. */
function CodeExchangerPage() {
  return (
    <View>
      <Text>兑换码</Text>
    </View>
  )
}

export default definePage(routes.codeExchanger, CodeExchangerPage)
