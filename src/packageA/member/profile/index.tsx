import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useSession } from '../../../core/session'
import { go } from '../../../core/navigation'
import { useSiteConfig } from '../../../core/siteConfig'
import { runtimeConfig } from '../../../core/runtimeConfig'
import { isInWechat } from '../../../host/device'
import { openExternal } from '../../../platform/external'
import { loadMember } from '../../../features/auth/flows'
import { fetchProfile, socialBindUrl, unbindSocial, uploadAvatar } from '../../../features/member/api'
import Avatar from '../../../components/Avatar'
import { Cell, CellGroup } from '../../../components/Cells'
import { useAsync } from '../../../hooks/useAsync'
import { AsyncView, definePage } from '../../../components/PageShell'
import { Skeleton } from '../../../components/PageStatus'
import { routes } from '../../../routes'
import { maskMobile } from '../../../utils/mask'
import { toast } from '../../../core/toast'
import '../../../components/Cells/index.scss'
import { ProfileForm } from '../../../features/member/components/ProfileForm'
import { confirm } from '../../../components/Dialog'

/** 个人资料: avatar, nickname, mobile, real-name status, linked accounts and the extended profile. */
function ProfilePage() {
  const user = useSession((s) => s.user)
  const config = useSiteConfig((s) => s.config)
  const profile = useAsync(fetchProfile)

  const changeAvatar = async () => {
    // The server crops to a centred square and re-encodes (server/src/member/avatar.ts).
    const path = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'] }).then(
      (picked) => picked.tempFilePaths[0],
      () => '' // the learner closed the picker
    )
    if (!path) return
    try {
      await uploadAvatar(path)
      await loadMember()
      toast('头像已更新')
    } catch {
      // The request layer has said why (too large, not an image).
    }
  }

  const unbind = async (app: 'qq' | 'wechat', name: string) => {
    if (!(await confirm({ title: `解绑${name}`, content: `解绑后将不能用${name}登录这个账号`, confirmText: '解绑', danger: true }))) return
    try {
      await unbindSocial(app)
      await loadMember()
      toast('已解绑')
    } catch {
      // Shown by the request layer.
    }
  }

  // Binding goes through the provider's page and comes back to bindResult (only where the studio enabled it).
  const socialites = config?.socialites
  const canBind = { wechat: socialites?.wechat_oauth === 1 && isInWechat(), qq: socialites?.qq === 1 }
  const bind = (app: 'qq' | 'wechat') => {
    openExternal(socialBindUrl(app, `${runtimeConfig().siteUrl}/#${routes.bindResult.url}`))
  }

  if (!user) return <Skeleton rows={6} avatar />
  return (
    <View className='profile member-form'>
      <CellGroup title='基本信息'>
        <Cell label='头像' onClick={changeAvatar} value={<Avatar className='profile__avatar' src={user.avatar} name={user.nick_name} alt='我的头像，点击更换' />} />
        <Cell label='昵称' value={user.nick_name} onClick={() => go(routes.nickname)} />
        <Cell label='手机号' value={maskMobile(user.mobile) || '未绑定'} onClick={user.is_bind_mobile ? () => go(routes.mobileVerify) : () => go(routes.bindMobile)} />
        <Cell
          label='实名认证'
          value={user.is_face_verify ? `已认证${user.profile_real_name ? ` · ${user.profile_real_name}` : ''}` : '未认证'}
          onClick={() => go(routes.realName)}
        />
      </CellGroup>
      <CellGroup title='账号绑定'>
        {(
          [
            ['wechat', '微信', user.is_bind_wechat],
            ['qq', 'QQ', user.is_bind_qq]
          ] as const
        ).map(([app, name, bound]) => (
          <Cell key={app} label={name} value={bound ? '已绑定' : '未绑定'}>
            {bound === 1 && (
              <Text className='profile__unbind' onClick={() => unbind(app, name)}>
                解绑
              </Text>
            )}
            {bound === 0 && canBind[app] && (
              <Text className='profile__unbind' onClick={() => bind(app)}>
                绑定
              </Text>
            )}
          </Cell>
        ))}
      </CellGroup>
      <AsyncView state={profile} skeleton={<Skeleton rows={4} />}>
        {(p) => <ProfileForm initial={p} onSaved={profile.reload} />}
      </AsyncView>
    </View>
  )
}

export default definePage(routes.profile, ProfilePage)
