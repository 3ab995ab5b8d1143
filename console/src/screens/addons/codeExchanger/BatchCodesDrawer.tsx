/** 使用情况: a batch's codes by state, searched by code, with who used each and when. */
import { useState } from 'react'
import { Drawer, Input, Space, Table, Tabs, Tag } from 'antd'
import { adminCodeExchanger } from '../../../../../types/endpoints/admin/addons/codeExchanger'
import type { BatchCode, CodeBatch } from '../../../../../types/contract/admin/addons/codeExchanger'
import { CODE_STATES, type CodeState } from '../../../../../types/admin/codeBatches'
import { useCall } from '../../../api/useCall'
import { PAGE_SIZE } from '../../../layout/pagedTable'

const STATE_COLOR: Record<CodeState, string> = { unused: 'blue', used: 'green', voided: 'default' }
const TABS = [{ key: 'all', label: '全部' }, ...Object.entries(CODE_STATES).map(([key, label]) => ({ key, label }))]

export function BatchCodesDrawer({ batch, onClose }: { batch: CodeBatch; onClose: () => void }) {
  const [status, setStatus] = useState('all')
  const [code, setCode] = useState('')
  const [page, setPage] = useState(1)
  const list = useCall(adminCodeExchanger.batchCodes, { params: { id: batch.id }, query: { page, size: PAGE_SIZE, status: status === 'all' ? undefined : (status as CodeState), code: code || undefined } })
  return (
    <Drawer open width={760} title={`使用情况：${batch.name}`} onClose={onClose}>
      <Tabs
        activeKey={status}
        onChange={(key) => {
          setStatus(key)
          setPage(1)
        }}
        items={TABS}
      />
      <Space style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="兑换码"
          aria-label="搜索兑换码"
          style={{ width: 240 }}
          onSearch={(v) => {
            setCode(v.trim())
            setPage(1)
          }}
        />
      </Space>
      <Table<BatchCode>
        rowKey="code"
        loading={list.isLoading}
        dataSource={list.data?.data ?? []}
        locale={{ emptyText: '暂无兑换码' }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, showSizeChanger: false, onChange: setPage }}
      >
        <Table.Column dataIndex="code" title="兑换码" />
        <Table.Column<BatchCode> title="状态" width={90} render={(_, c) => <Tag color={STATE_COLOR[c.status]}>{CODE_STATES[c.status]}</Tag>} />
        <Table.Column<BatchCode> title="使用学员" render={(_, c) => (c.user ? `${c.user.nick_name}${c.user.mobile ? ` ${c.user.mobile}` : ''}` : '-')} />
        <Table.Column<BatchCode> title="使用时间" width={170} render={(_, c) => c.used_at ?? c.voided_at ?? '-'} />
      </Table>
    </Drawer>
  )
}
