import { useEffect, useState } from 'react'
import { View, Text, Input, Picker, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { Profile } from '../../../../types/contract/member'
import { PROFILE_LABELS } from '../../../../types/patterns'
import { useSession } from '../../../core/session'
import { go } from '../../../core/navigation'
import { useSiteConfig } from '../../../core/siteConfig'
import { runtimeConfig } from '../../../core/runtimeConfig'
import { isInWechat, openExternal } from '../../../platform/device'
import { loadMember } from '../../../features/auth/flows'
import { fetchProfile, saveProfile, socialBindUrl, unbindSocial, uploadAvatar } from '../../../features/member/api'
import { DEFAULT_AVATAR } from '../../../features/member/identity'
import { Cell, CellGroup } from '../../../features/member/components/Cells'
import { useAsync } from '../../../hooks/useAsync'
import { AsyncView, definePage } from '../../../components/PageShell'
import Picture from '../../../components/Picture'
import { Skeleton } from '../../../components/PageStatus'
import { routes } from '../../../routes'
import { maskMobile } from '../../../utils/mask'
import { isDate, isLengthBetween } from '../../../utils/validators'
import { toast } from '../../../core/toast'
import { useAction } from '../../../hooks/useAction'
import '../../../features/member/components/cells.scss'

const GENDERS = ['男', '女', '保密'] as const
/** 保密 is stored as no gender. */
const genderOf = (choice: (typeof GENDERS)[number]) => (choice === '保密' ? '' : choice)
const TEXT_FIELDS = [
  ['real_name', 20],
  ['profession', 30],
  ['graduated_school', 50],
  ['diploma', 20],
  ['address', 100]
] as const

/** The first rule the profile breaks, or '' (SPEC section 5 validators). */
function profileError(p: Profile): string {
  for (const [key, max] of TEXT_FIELDS) if (!isLengthBetween(p[key], 0, max)) return `${PROFILE_LABELS[key]}不能超过${max}个字`
  if (p.age < 0 || p.age > 120 || !Number.isInteger(p.age)) return '请填写正确的年龄'
  if (p.birthday && !isDate(p.birthday)) return '请填写正确的生日'
  return ''
}

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
    const { confirm } = await Taro.showModal({ title: `解绑${name}`, content: `解绑后将不能用${name}登录这个账号`, confirmText: '解绑' })
    if (!confirm) return
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
        <Cell label='头像' onClick={changeAvatar} value={<Picture className='profile__avatar' src={user.avatar || DEFAULT_AVATAR} mode='aspectFill' alt='我的头像，点击更换' />} />
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

/** The extended profile, every field editable, saved together. */
function ProfileForm({ initial, onSaved }: { initial: Profile; onSaved: () => Promise<void> }) {
  const [p, setP] = useState(initial)
  useEffect(() => setP(initial), [initial])
  const set = (patch: Partial<Profile>) => setP((prev) => ({ ...prev, ...patch }))
  const today = new Date().toISOString().slice(0, 10)

  const save = useAction(async () => {
    const err = profileError(p)
    if (err) {
      toast(err)
      return
    }
    await saveProfile(p)
    toast('资料已保存')
    await onSaved()
  })

  const field = (key: (typeof TEXT_FIELDS)[number][0], max: number) => (
    <Cell key={key} label={PROFILE_LABELS[key]}>
      <Input className='member-form__input' maxlength={max} placeholder='未填写' value={p[key]} onInput={(e) => set({ [key]: e.detail.value })} aria-label={PROFILE_LABELS[key]} />
    </Cell>
  )

  return (
    <View>
      <CellGroup title='更多资料'>
        {field('real_name', 20)}
        <Picker mode='selector' range={[...GENDERS]} onChange={(e) => set({ gender: genderOf(GENDERS[Number(e.detail.value)]) })}>
          <Cell label={PROFILE_LABELS.gender} value={p.gender || '保密'} onClick={() => undefined} />
        </Picker>
        <Cell label={PROFILE_LABELS.age}>
          <Input
            className='member-form__input'
            type='number'
            maxlength={3}
            placeholder='未填写'
            value={p.age ? String(p.age) : ''}
            onInput={(e) => set({ age: Number(e.detail.value) || 0 })}
            aria-label={PROFILE_LABELS.age}
          />
        </Cell>
        <Picker mode='date' value={p.birthday || '2015-01-01'} start='1920-01-01' end={today} onChange={(e) => set({ birthday: String(e.detail.value) })}>
          <Cell label={PROFILE_LABELS.birthday} value={p.birthday || '未填写'} onClick={() => undefined} />
        </Picker>
        {TEXT_FIELDS.slice(1).map(([key, max]) => field(key, max))}
      </CellGroup>
      <Button className='btn-primary member-form__submit' loading={save.pending} disabled={save.pending} onClick={save.run}>
        保存资料
      </Button>
    </View>
  )
}

export default definePage(routes.profile, ProfilePage)
