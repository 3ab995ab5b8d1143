/** VIP 会员: the plans learners buy, their price and days, on sale or not; added and edited in a dialog. */
import { useState } from 'react'
import { List, useTable } from '@refinedev/antd'
import { useInvalidate } from '@refinedev/core'
import { Button, Space, Table, Tag } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { adminVip } from '../../../../types/endpoints/admin/vip'
import type { VipPlan } from '../../../../types/contract/admin/vip'
import { mayCall } from '../../access'
import { useMe } from '../../layout/useMe'
import { DeleteAction } from '../../layout/DeleteAction'
import { VipPlanDialog } from './VipPlanDialog'

export default function VipPlanList() {
  const { data: me } = useMe()
  const invalidate = useInvalidate()
  const { tableProps } = useTable<VipPlan>({ resource: 'vipPlan', syncWithLocation: true })
  // undefined: closed; null: a new one; a plan: editing it.
  const [editing, setEditing] = useState<VipPlan | null | undefined>(undefined)
  return (
    <List
      title="VIP 会员"
      breadcrumb={false}
      headerButtons={
        mayCall(me, adminVip.createPlan) ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            添加VIP
          </Button>
        ) : null
      }
    >
      <Table {...tableProps} rowKey="id">
        <Table.Column dataIndex="id" title="ID" width={70} />
        <Table.Column dataIndex="name" title="VIP名" />
        <Table.Column dataIndex="charge" title="价格" render={(v: number) => `¥${v}`} />
        <Table.Column dataIndex="expire_days" title="有效天数" render={(v: number) => `${v} 天`} />
        <Table.Column dataIndex="weight" title="排序" width={80} />
        <Table.Column dataIndex="is_show" title="状态" render={(v: number) => (v ? <Tag color="green">上架</Tag> : <Tag>下架</Tag>)} />
        <Table.Column<VipPlan>
          title="操作"
          render={(_, p) => (
            <Space>
              {mayCall(me, adminVip.updatePlan) && (
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setEditing(p)}>
                  编辑
                </Button>
              )}
              {mayCall(me, adminVip.deletePlan) && <DeleteAction resource="vipPlan" id={p.id} what={p.name} />}
            </Space>
          )}
        />
      </Table>
      {editing !== undefined && (
        <VipPlanDialog
          plan={editing}
          onClose={(saved) => {
            setEditing(undefined)
            if (saved) void invalidate({ resource: 'vipPlan', invalidates: ['list'] })
          }}
        />
      )}
    </List>
  )
}
