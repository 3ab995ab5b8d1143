import { View, Text } from '@tarojs/components'
import { definePage } from '../../../components/PageShell'
import { routes } from '../../../routes'

/** 个人资料: TODO say what the learner does here. */
function ProfilePage() {
  return (
    <View>
      <Text>个人资料</Text>
    </View>
  )
}

export default definePage(routes.profile, ProfilePage)
