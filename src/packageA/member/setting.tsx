import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Button from '../../components/Button'
import { useSession } from '../../core/session'
import { useSiteConfig } from '../../core/siteConfig'
import { clearCache } from '../../core/storage'
import { go } from '../../core/navigation'
import { openExternal } from '../../platform/external'
import { logout } from '../../features/auth/flows'
import { Cell, CellGroup } from '../../components/Cells'
import { definePage } from '../../components/PageShell'
import { routes } from '../../routes'
import { APP_VERSION } from '../../utils/constants'
import { toast } from '../../core/toast'
import './setting.scss'
import { DeleteAccount } from '../../features/auth/components/DeleteAccount'



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
        <Button kind='ghost' block className='setting__logout' onClick={() => logout()}>
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

export default definePage(routes.setting, SettingPage)
