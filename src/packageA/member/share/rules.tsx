import { View } from '@tarojs/components'
import { fetchShareConfig } from '../../../features/share/api'
import { useAsync } from '../../../hooks/useAsync'
import { AsyncView, definePage } from '../../../components/PageShell'
import SafeRichText from '../../../components/SafeRichText'
import { routes } from '../../../routes'
import './share.scss'

/** 推广规则: the studio's rules, as sanitized rich text. */
function ShareRulesPage() {
  const state = useAsync(fetchShareConfig)
  return (
    <View className='share share__rules'>
      <AsyncView state={state} isEmpty={(c) => !c.rules.trim()} empty='暂无推广规则'>
        {(c) => <SafeRichText html={c.rules} />}
      </AsyncView>
    </View>
  )
}

export default definePage(routes.shareRules, ShareRulesPage)
