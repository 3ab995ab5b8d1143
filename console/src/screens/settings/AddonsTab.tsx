/** 插件: each add-on on or off; a switch takes effect when the server starts next (said beside it). */
import { useQueryClient } from '@tanstack/react-query'
import { Alert, Switch, Table, Tag } from 'antd'
import { adminSystem } from '../../../../types/endpoints/admin/system'
import { call } from '../../api/request'
import { useCall } from '../../api/useCall'

export function AddonsTab({ canSwitch }: { canSwitch: boolean }) {
  const addons = useCall(adminSystem.addons, {})
  const queries = useQueryClient()
  const toggle = async (sign: string, on: boolean) => {
    await call(adminSystem.switchAddon, { body: { sign, action: on ? 'enabled' : 'disabled' } })
    await queries.invalidateQueries({ queryKey: [adminSystem.addons.method, adminSystem.addons.path] })
  }
  return (
    <>
      <Alert type="info" showIcon message="插件的开关在服务重启后生效（插件的路由和数据表在启动时载入）。" style={{ marginBottom: 12 }} />
      <Table rowKey="sign" loading={addons.isLoading} dataSource={addons.data ?? []} pagination={false} size="small">
        <Table.Column dataIndex="name" title="插件" />
        <Table.Column dataIndex="sign" title="标识" />
        <Table.Column<{ sign: string; enabled: boolean; restart_needed: boolean }>
          title="启用"
          render={(_, a) => (
            <>
              <Switch checked={a.enabled} disabled={!canSwitch} onChange={(on) => void toggle(a.sign, on).catch(() => undefined)} aria-label={`启用${a.sign}`} />
              {a.restart_needed && <Tag color="orange" style={{ marginLeft: 8 }}>重启后生效</Tag>}
            </>
          )}
        />
      </Table>
    </>
  )
}
