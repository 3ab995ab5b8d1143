/** The console's frame: the menu from the administrator's permissions, the header with who is logged in. */
import { useState, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { useLogout } from '@refinedev/core'
import { Button, Dropdown, Grid, Layout, Menu, Typography } from 'antd'
import { LogoutOutlined, KeyOutlined, UserOutlined } from '@ant-design/icons'
import { menuItems, selectedKey } from './menu'
import { useMe } from './useMe'
import { useRunningAddons } from './useRunningAddons'
import { PasswordDialog } from './PasswordDialog'

/** Until the add-ons are known the menu shows the core screens. */
const NONE: ReadonlySet<never> = new Set()

export default function ConsoleLayout({ children }: { children: ReactNode }) {
  const { data: me } = useMe()
  const running = useRunningAddons()
  const { mutate: logout } = useLogout()
  const { pathname } = useLocation()
  const screens = Grid.useBreakpoint()
  // Desktop first; a tablet in portrait gets the icons-only menu.
  const [collapsed, setCollapsed] = useState(false)
  const [passwordOpen, setPasswordOpen] = useState(false)
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider theme="light" width={208} breakpoint="lg" collapsible collapsed={collapsed || !screens.lg} onCollapse={setCollapsed} style={{ borderRight: '1px solid #f0f0f0' }}>
        <div style={{ height: 56, display: 'flex', alignItems: 'center', justifyContent: 'center', fontWeight: 600, color: '#7a4b2a' }}>{collapsed || !screens.lg ? '琴' : '琴艺课堂 · 后台'}</div>
        <Menu mode="inline" items={menuItems(me, running ?? NONE)} selectedKeys={[selectedKey(pathname)]} aria-label="主菜单" />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', padding: '0 24px', display: 'flex', justifyContent: 'flex-end', alignItems: 'center', borderBottom: '1px solid #f0f0f0' }}>
          <Dropdown
            menu={{
              items: [
                { key: 'password', icon: <KeyOutlined />, label: '修改密码', onClick: () => setPasswordOpen(true) },
                { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', onClick: () => logout() }
              ]
            }}
          >
            <Button type="text" icon={<UserOutlined />}>
              <Typography.Text>{me?.name ?? ''}</Typography.Text>
            </Button>
          </Dropdown>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>{children}</Layout.Content>
      </Layout>
      <PasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Layout>
  )
}
