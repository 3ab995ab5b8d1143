import { View, Text, Button } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { useSession, isVipActive } from '../../core/session'
import { useSiteConfig } from '../../core/siteConfig'
import { go } from '../../core/navigation'
import { goLogin } from '../../core/pageNavigation'
import { sellsVirtualGoods } from '../../host/device'
import { loadMember, logout } from '../../features/auth/flows'
import { ENTRY_GROUPS, visibleEntries } from '../../features/member/entries'
import { fetchUnreadCount } from '../../features/member/api'
import { HomeworkCell } from '../../features/homework/components/HomeworkCell'
import { DEFAULT_AVATAR } from '../../features/member/identity'
import { maskMobile } from '../../utils/mask'
import { Skeleton } from '../../components/PageStatus'
import { formatDate } from '../../utils/time'
import { APP_VERSION } from '../../utils/constants'
import { routes } from '../../routes'
import './index.scss'
import { definePage } from '../../components/PageShell'
import Picture from '../../components/Picture'

/** The me tab: who I am, my VIP state and points, the member-centre entries, logout. */
function MemberPage() {
  const { token, user, isLogin } = useSession()
  const flags = useSiteConfig((s) => s.flags)
  const notice = useSiteConfig((s) => s.newconfig?.member_notice)
  const configStatus = useSiteConfig((s) => s.status)
  const entries = visibleEntries(flags)

  const [unread, setUnread] = useState(0)
  // The member detail could not be fetched and none is held: the header offers 重试 instead of waiting.
  const [userFailed, setUserFailed] = useState(false)
  const refreshMember = () => {
    setUserFailed(false)
    loadMember().catch(() => setUserFailed(true))
  }

  // Points, VIP and messages change elsewhere (orders, sign-in): refresh quietly whenever the tab shows.
  useDidShow(() => {
    if (!useSession.getState().token) return
    refreshMember()
    fetchUnreadCount().then(setUnread, () => undefined)
  })

  const vip = isVipActive(user)
  const loadingUser = !!token && !user

  return (
    <View className='member'>
      <View className='member__header'>
        {loadingUser && userFailed ? (
          <View className='member__profile' role='alert'>
            <View className='member__avatar member__avatar--loading' />
            <View className='member__who'>
              <Text className='member__name'>个人信息加载失败</Text>
              <Button className='member__retry' onClick={refreshMember}>
                重试
              </Button>
            </View>
          </View>
        ) : loadingUser ? (
          // Shaped and sized like the profile it stands for, so nothing below moves when it arrives.
          <View className='member__profile' aria-busy='true' aria-label='加载中'>
            <View className='member__avatar member__avatar--loading' />
            <View className='member__who'>
              <View className='member__bar member__bar--name' />
              <View className='member__bar member__bar--mobile' />
            </View>
          </View>
        ) : isLogin && user ? (
          <View className='member__profile' onClick={() => go(routes.profile)}>
            <Picture className='member__avatar' src={user.avatar || DEFAULT_AVATAR} mode='aspectFill' alt='我的头像' />
            <View className='member__who'>
              <Text className='member__name'>{user.nick_name}</Text>
              <Text className='member__mobile'>{maskMobile(user.mobile)}</Text>
              <Text className={`member__role ${vip ? 'member__role--vip' : ''}`}>
                {vip ? `${user.role?.name ?? 'VIP会员'} · ${formatDate(user.role_expired_at)}到期` : '普通会员'}
              </Text>
            </View>
          </View>
        ) : (
          <View className='member__profile' onClick={() => goLogin(routes.member.url)}>
            <Picture className='member__avatar' src={DEFAULT_AVATAR} alt='' />
            <View className='member__who'>
              <Text className='member__name member__login'>登录 / 注册</Text>
              <Text className='member__mobile'>{`登录后同步学习进度和${sellsVirtualGoods() ? '已购' : '已拥有的'}课程`}</Text>
            </View>
          </View>
        )}
      </View>

      {/* Held in place while the member detail loads, so the entries below do not jump under a tap. */}
      {(loadingUser || (isLogin && user)) && (
        <View className='member__stats' aria-busy={loadingUser}>
          <View className='member__stat'>
            {user ? <Text className='member__stat-value'>{user.credit1}</Text> : <View className='member__stat-value member__stat-value--loading' />}
            <Text className='member__stat-label'>积分</Text>
          </View>
          <View className='member__stat'>
            {user ? <Text className='member__stat-value'>{vip ? 'VIP' : '—'}</Text> : <View className='member__stat-value member__stat-value--loading' />}
            <Text className='member__stat-label'>会员</Text>
          </View>
        </View>
      )}

      {notice && <View className='member__notice'>{notice}</View>}

      {(isLogin || loadingUser) && flags.homework && <HomeworkCell teacherEntry />}

      {configStatus === 'loading' ? (
        // Add-on entries arrive with the site config: rows that appeared above a tapped one would move it.
        <View className='member__entries'>
          <Skeleton rows={6} />
        </View>
      ) : (
        ENTRY_GROUPS.map(([group, heading]) => {
          const list = entries.filter((e) => e.group === group)
          if (!list.length) return null
          return (
            <View key={group} className='member__entries' role='list' aria-label={heading}>
              <Text className='member__group'>{heading}</Text>
              {list.map((e) => (
                <View key={e.url} className='member__entry' role='listitem' onClick={() => go(e.url)}>
                  <Text>{e.title}</Text>
                  <View className='member__entry-end'>
                    {e.badge === 'unread' && isLogin && unread > 0 && <Text className='member__badge'>{unread > 99 ? '99+' : unread}</Text>}
                    <Text className='member__arrow' aria-hidden>
                      ›
                    </Text>
                  </View>
                </View>
              ))}
            </View>
          )
        })
      )}

      {isLogin && (
        <Button className='member__logout' onClick={() => logout()}>
          退出登录
        </Button>
      )}
      <Text className='member__version'>{`版本 ${APP_VERSION}`}</Text>
    </View>
  )
}

export default definePage(routes.member, MemberPage)
