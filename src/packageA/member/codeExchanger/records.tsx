import { View, Text } from '@tarojs/components'
import { definePage } from '../../../components/PageShell'
import { routes } from '../../../routes'

/** 兑换记录: TODO say what the learner does here. */
function CodeExchangerRecordsPage() {
  return (
    <View>
      <Text>兑换记录</Text>
    </View>
  )
}

export default definePage(routes.codeExchangerRecords, CodeExchangerRecordsPage)
