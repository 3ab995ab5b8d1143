/**
 * 兑换码: batches of single-use codes for a course, an e-book or a VIP plan, searched by name; each with its
 * use (生成 in a dialog, 使用情况 in a drawer, 导出 to xlsx, 作废未使用).
 */
import { useState } from 'react'
import { List } from '@refinedev/antd'
import { Button, Input, Popconfirm, Space, Table, message } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { adminCodeExchanger } from '../../../../../types/endpoints/admin/addons/codeExchanger'
import type { CodeBatch } from '../../../../../types/contract/admin/addons/codeExchanger'
import { mayCall, type Me } from '../../../access'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { useMe } from '../../../layout/useMe'
import { useSearchQuery } from '../../../layout/useSearchQuery'
import { DownloadButton } from '../../../layout/DownloadButton'
import { PAGE_SIZE, pagedTableProps } from '../../../layout/pagedTable'
import { CodeBatchDialog } from './CodeBatchDialog'
import { BatchCodesDrawer } from './BatchCodesDrawer'

export default function CodeBatchList() {
  return <CodeBatchListView me={useMe().data} />
}

/** The screen for an administrator (tests give their own). */
export function CodeBatchListView({ me }: { me: Me | undefined }) {
  const { query, update } = useSearchQuery()
  const list = useCall(adminCodeExchanger.batches, { query: { size: PAGE_SIZE, ...query } })
  const [creating, setCreating] = useState(false)
  const [viewing, setViewing] = useState<CodeBatch | null>(null)
  const voidUnused = async (b: CodeBatch) => {
    await call(adminCodeExchanger.voidBatch, { params: { id: b.id } }).then((r) => void message.success(`已作废${r.voided}个兑换码`), () => undefined)
    await list.refetch()
  }
  return (
    <List
      title="兑换码"
      breadcrumb={false}
      headerButtons={
        mayCall(me, adminCodeExchanger.createBatch) ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            生成兑换码
          </Button>
        ) : null
      }
    >
      <Input.Search placeholder="批次名称" allowClear aria-label="搜索批次" defaultValue={query.keywords} style={{ width: 240, marginBottom: 16 }} onSearch={(v) => update({ keywords: v.trim() })} />
      <Table<CodeBatch> {...pagedTableProps(list, query.page, (page) => update({ page }), '暂无兑换码批次')} scroll={{ x: 1000 }}>
        <Table.Column dataIndex="id" title="ID" width={70} />
        <Table.Column dataIndex="name" title="批次名称" />
        <Table.Column<CodeBatch> title="兑换内容" render={(_, b) => b.items.map((i) => i.name).join('、')} />
        <Table.Column<CodeBatch> title="已使用/总数" width={110} render={(_, b) => `${b.used} / ${b.total}`} />
        <Table.Column dataIndex="voided" title="已作废" width={80} />
        <Table.Column dataIndex="ends_at" title="过期时间" width={170} render={(v: string | null) => v ?? '永久有效'} />
        <Table.Column<CodeBatch>
          title="操作"
          fixed="right"
          width={260}
          render={(_, b) => (
            <Space>
              {mayCall(me, adminCodeExchanger.batchCodes) && (
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setViewing(b)}>
                  使用情况
                </Button>
              )}
              {mayCall(me, adminCodeExchanger.exportCodes) && (
                <DownloadButton entry={adminCodeExchanger.exportCodes} query={{ batch_id: b.id }}>
                  导出
                </DownloadButton>
              )}
              {mayCall(me, adminCodeExchanger.voidBatch) && b.total > b.used + b.voided && (
                <Popconfirm title={`确定作废「${b.name}」中${b.total - b.used - b.voided}个未使用的兑换码？作废后学员不能再兑换`} okText="作废" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={() => voidUnused(b)}>
                  <Button type="link" danger size="small" style={{ padding: 0 }}>
                    作废未使用
                  </Button>
                </Popconfirm>
              )}
            </Space>
          )}
        />
      </Table>
      {creating && (
        <CodeBatchDialog
          onClose={(saved) => {
            setCreating(false)
            if (saved) void list.refetch()
          }}
        />
      )}
      {viewing && <BatchCodesDrawer batch={viewing} onClose={() => setViewing(null)} />}
    </List>
  )
}
