/** 日志: what staff did (后台日志) and their logins, including refused ones (登录日志). */
import type { Static } from 'typebox'
import { useTable } from '@refinedev/antd'
import { Card, Table, Tabs, Tag, Typography } from 'antd'
import type { AdminLog } from '../../../../types/contract/admin/staff'

type Log = Static<typeof AdminLog>

const OPT: Record<string, { text: string; color: string }> = {
  STORE: { text: '新增', color: 'green' },
  UPDATE: { text: '修改', color: 'blue' },
  DESTROY: { text: '删除', color: 'red' },
  LOGIN: { text: '登录', color: 'green' },
  LOGOUT: { text: '退出', color: 'default' },
  LOGIN_FAILED: { text: '登录失败', color: 'red' }
}

function LogTable({ module }: { module?: string }) {
  const { tableProps } = useTable<Log>({
    resource: 'admin_log',
    syncWithLocation: false,
    filters: { permanent: module ? [{ field: 'module', operator: 'eq', value: module }] : [] }
  })
  return (
    <Table {...tableProps} rowKey="id" scroll={{ x: 760 }} expandable={{ expandedRowRender: (l: Log) => <Typography.Text code style={{ whiteSpace: 'pre-wrap' }}>{l.remark}</Typography.Text> }}>
      <Table.Column dataIndex="created_at" title="时间" width={180} />
      <Table.Column<Log> title="管理员" render={(_, l) => l.admin_name || (l.admin_id ? `#${l.admin_id}` : '—')} />
      <Table.Column dataIndex="module" title="模块" />
      <Table.Column dataIndex="opt" title="操作" render={(v: string) => <Tag color={OPT[v]?.color}>{OPT[v]?.text ?? v}</Tag>} />
      <Table.Column dataIndex="ip" title="IP" />
    </Table>
  )
}

export default function LogsPage() {
  return (
    <Card title="日志">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'admin', label: '后台日志', children: <LogTable /> },
          { key: 'login', label: '登录日志', children: <LogTable module="admin-login" /> }
        ]}
      />
    </Card>
  )
}
