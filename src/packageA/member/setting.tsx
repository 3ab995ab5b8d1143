import { useState } from 'react'
import { View, Text, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useSession } from '../../core/session'
import { useSiteConfig } from '../../core/siteConfig'
import { clearCache } from '../../core/storage'
import { go } from '../../core/navigation'
import { openExternal } from '../../platform/external'
import { logout } from '../../features/auth/flows'
import { SmsFields, type SmsFieldsValue } from '../../features/auth/components/SmsFields'
import { destroyAccount } from '../../features/member/api'
import { Cell, CellGroup } from '../../features/member/components/Cells'
import { definePage } from '../../components/PageShell'
import { routes } from '../../routes'
import { codeError } from '../../utils/validators'
import { APP_VERSION } from '../../utils/constants'
import { toast } from '../../core/toast'
import { useAction } from '../../hooks/useAction'
import './setting.scss'



/** 设置: account and security, agreements, clear cache, about, log out, and delete the account. */
function SettingPage() {
  const user = useSession((s) => s.user)
  const config = useSiteConfig((s) => s.config)
  const [deleting, setDeleting] = useState(false)

  return (
    <View className='setting member-form'>
      <CellGroup title='账号与安全'>
        <Cell label='个人资料' onClick={() => go(routes.profile)} />
        <Cell label={user?.is_password_set ? '修改密码' : '设置密码'} onClick={() => go(routes.password)} />
        <Cell label='更换手机号' onClick={() => go(routes.mobileVerify)} />
      </CellGroup>
      <CellGroup title='协议与说明'>
        <Cell label='用户协议' onClick={config?.user_protocol ? () => openExternal(config.user_protocol) : undefined} />
        <Cell label='隐私政策' onClick={config?.user_private_protocol ? () => openExternal(config.user_private_protocol) : undefined} />
      </CellGroup>
      <CellGroup title='通用'>
        <Cell
          label='清除缓存'
          value='搜索记录、阅读位置'
          onClick={() => {
            clearCache()
            toast('缓存已清除')
          }}
        />
        <Cell label='关于' value={`${config?.name ?? '琴艺课堂'} · 版本 ${APP_VERSION}`} />
      </CellGroup>

      {user && (
        <Button className='setting__logout' onClick={() => logout()}>
          退出登录
        </Button>
      )}
      {user && !deleting && (
        <Text className='setting__delete-link' onClick={() => setDeleting(true)}>
          注销账号
        </Text>
      )}
      {user && deleting && <DeleteAccount mobile={user.is_bind_mobile ? user.mobile : ''} onCancel={() => setDeleting(false)} />}
    </View>
  )
}

/** Deleting the account: what happens (7 days pending, the next login cancels), then SMS confirmation. */
function DeleteAccount({ mobile, onCancel }: { mobile: string; onCancel: () => void }) {
  const [value, setValue] = useState<SmsFieldsValue>({ mobile, captcha: '', code: '' })
  const submit = useAction(async () => {
    const err = mobile ? codeError(value.code) : ''
    if (err) {
      toast(err)
      return
    }
    const { confirm } = await Taro.showModal({ title: '确认注销账号', content: '注销后将退出登录；7天内重新登录可撤销注销。', confirmText: '确认注销', cancelText: '再想想' })
    if (!confirm) return
    await destroyAccount(value.code)
    await logout('账号已申请注销')
  })
  return (
    <View className='setting__delete' role='region' aria-label='注销账号'>
      <Text className='setting__delete-title'>注销账号</Text>
      <Text className='setting__delete-text'>
        注销后你的账号会立即退出登录，并保留7天。7天内用这个账号重新登录，注销会自动撤销；7天后账号、已购课程、积分和学习记录将被永久删除，且无法恢复。
      </Text>
      {mobile ? <SmsFields scene='destroy' own value={value} onChange={setValue} /> : null}
      <Button className='btn-primary setting__delete-confirm' loading={submit.pending} disabled={submit.pending} onClick={submit.run}>
        确认注销
      </Button>
      <Button className='setting__delete-cancel' onClick={onCancel}>
        取消
      </Button>
    </View>
  )
}

export default definePage(routes.setting, SettingPage)
