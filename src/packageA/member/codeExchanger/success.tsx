import { View, Text } from '@tarojs/components'
import { go } from '../../../core/navigation'
import { fetchCodeRecords, grantLink, relateItems, GRANT_LABELS } from '../../../features/member/codes'
import { useAsync } from '../../../hooks/useAsync'
import { AsyncView, definePage } from '../../../components/PageShell'
import ResultView from '../../../components/ResultView'
import MoreLink from '../../../components/MoreLink'
import { routes } from '../../../routes'
import { formatDate } from '../../../utils/time'
import '../../../components/Cells/index.scss'
import './codeExchanger.scss'

/** 兑换成功: what the latest redemption granted (from the server's records), each item one tap away. */
function CodeExchangerSuccessPage() {
  const latest = useAsync(() => fetchCodeRecords(1, 1).then((r) => r.data[0] ?? null))
  return (
    <View className='exchange member-form'>
      <AsyncView state={latest} isEmpty={(r) => !r} empty='还没有兑换记录'>
        {(record) => {
          const items = relateItems(record!)
          const first = items.map(grantLink).find((l): l is string => !!l)
          return (
            <View>
              <ResultView
                tone='success'
                title='兑换成功'
                description={`${record!.activity.name} · ${formatDate(record!.used_at)}`}
                actions={[
                  ...(first ? [{ text: '立即查看', primary: true, onClick: () => go(first) }] : []),
                  { text: '兑换记录', onClick: () => go(routes.codeExchangerRecords, {}, { replace: true }) }
                ]}
              />
              <View className='exchange__found' role='list' aria-label='已到账'>
                {items.map((item) => {
                  const link = grantLink(item)
                  return (
                    <View key={`${item.sign}-${item.id}`} role='listitem' className='exchange__item' onClick={link ? () => go(link) : undefined}>
                      <Text className='exchange__sign'>{GRANT_LABELS[item.sign] ?? item.sign}</Text>
                      <Text className='exchange__name'>{item.name}</Text>
                      {link && <MoreLink text='去查看' className='exchange__open' />}
                    </View>
                  )
                })}
              </View>
            </View>
          )
        }}
      </AsyncView>
    </View>
  )
}

export default definePage(routes.codeExchangerSuccess, CodeExchangerSuccessPage)
