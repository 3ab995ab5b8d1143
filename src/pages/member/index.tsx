import { View, Text } from '@tarojs/components'
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
import { ENTRY_ICONS, ENTRY_ICON_FALLBACK, FREQUENT_ENTRIES } from '../../features/member/entryIcons'
import { maskMobile } from '../../utils/mask'
import { Skeleton } from '../../components/PageStatus'
import { formatDate } from '../../utils/time'
import { APP_VERSION } from '../../utils/constants'
import { routes } from '../../routes'
import './index.scss'
import { definePage } from '../../components/PageShell'
import Avatar from '../../components/Avatar'
import Button from '../../components/Button'
import Icon from '../../components/Icon'
import { CHEVRON } from '../../components/Icon/paths'

/** The me tab: who I am, my VIP state and points, the member-centre entries, logout. */
function MemberPage() {
  const { token, user, isLogin } = useSession()
  const flags = useSiteConfig((s) => s.flags)
  const notice = useSiteConfig((s) => s.newconfig?.member_notice)
  const configStatus = useSiteConfig((s) => s.status)
  const entries = visibleEntries(flags)
  // The frequent entries as a grid of icons at the top, the rest as rows by group.
  const frequent = FREQUENT_ENTRIES.map((url) => entries.find((e) => e.url === url)).filter((e) => e !== undefined)
  const rest = entries.filter((e) => !frequent.includes(e))

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
            <View className='member__avatar--loading' />
            <View className='member__who'>
              <Text className='member__name'>个人信息加载失败</Text>
              <Button kind='secondary' size='md' className='member__retry' onClick={refreshMember}>
                重试
              </Button>
            </View>
          </View>
        ) : loadingUser ? (
          // Shaped and sized like the profile it stands for, so nothing below moves when it arrives.
          <View className='member__profile' aria-busy='true' aria-label='加载中'>
            <View className='member__avatar--loading' />
            <View className='member__who'>
              <View className='member__bar member__bar--name' />
              <View className='member__bar member__bar--mobile' />
            </View>
          </View>
        ) : isLogin && user ? (
          <View className='member__profile' onClick={() => go(routes.profile)}>
            <Avatar className='member__avatar' src={user.avatar} name={user.nick_name} alt='我的头像' />
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
            <Avatar className='member__avatar' name='' />
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
        <>
          {frequent.length > 0 && (
            <View className='member__grid' role='list' aria-label='常用功能'>
              {frequent.map((e) => (
                <View key={e.url} className='member__entry member__tile' role='listitem' onClick={() => go(e.url)}>
                  <View className='member__tile-icon'>
                    <Icon path={ENTRY_ICONS[e.url] ?? ENTRY_ICON_FALLBACK} className='member__tile-img' />
                    {e.badge === 'unread' && isLogin && unread > 0 && <Text className='member__badge member__badge--dot'>{unread > 99 ? '99+' : unread}</Text>}
                  </View>
                  <Text className='member__entry-title member__tile-name'>{e.title}</Text>
                </View>
              ))}
            </View>
          )}
          {ENTRY_GROUPS.map(([group, heading]) => {
            const list = rest.filter((e) => e.group === group)
            if (!list.length) return null
            return (
              <View key={group} className='member__entries' role='list' aria-label={heading}>
                <Text className='member__group'>{heading}</Text>
                {list.map((e) => (
                  <View key={e.url} className='member__entry member__row' role='listitem' onClick={() => go(e.url)}>
                    <Icon path={ENTRY_ICONS[e.url] ?? ENTRY_ICON_FALLBACK} color='text' className='member__row-icon' />
                    <Text className='member__entry-title member__row-title'>{e.title}</Text>
                    {e.badge === 'unread' && isLogin && unread > 0 && <Text className='member__badge'>{unread > 99 ? '99+' : unread}</Text>}
                    <Icon path={CHEVRON} color='faint' className='member__arrow' />
                  </View>
                ))}
              </View>
            )
          })}
        </>
      )}

      {isLogin && (
        <Button kind='ghost' block className='member__logout' onClick={() => logout()}>
          退出登录
        </Button>
      )}
      <Text className='member__version'>{`版本 ${APP_VERSION}`}</Text>
    </View>
  )
}

export default definePage(routes.member, MemberPage)
