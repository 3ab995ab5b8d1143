import { View, Text } from '@tarojs/components'
import { go } from '../../../core/navigation'
import { fetchCodeRecords, grantLink, relateItems, GRANT_LABELS } from '../../../features/member/codes'
import { usePagedList } from '../../../hooks/usePagedList'
import { PagedListView, definePage } from '../../../components/PageShell'
import MoreLink from '../../../components/MoreLink'
import { routes } from '../../../routes'
import { formatDate } from '../../../utils/time'
import './codeExchanger.scss'

/** 兑换记录: every code the learner redeemed, newest first, with what it granted. */
function CodeExchangerRecordsPage() {
  const list = usePagedList((page) => fetchCodeRecords(page))
  return (
    <View className='exchange'>
      <PagedListView list={list} empty='还没有兑换记录'>
        {(r) => (
          <View key={r.id} className='exchange__record'>
            <View className='exchange__record-head'>
              <Text className='exchange__activity'>{r.activity.name}</Text>
              <Text className='exchange__time'>{formatDate(r.used_at)}</Text>
            </View>
            {relateItems(r).map((item) => {
              const link = grantLink(item)
              return (
                <View key={`${item.sign}-${item.id}`} className='exchange__item' onClick={link ? () => go(link) : undefined}>
                  <Text className='exchange__sign'>{GRANT_LABELS[item.sign] ?? item.sign}</Text>
                  <Text className='exchange__name'>{item.name}</Text>
                  {link && <MoreLink text='去查看' className='exchange__open' />}
                </View>
              )
            })}
          </View>
        )}
      </PagedListView>
    </View>
  )
}

export default definePage(routes.codeExchangerRecords, CodeExchangerRecordsPage)
