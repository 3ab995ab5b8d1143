/** 优惠码: the codes staff made, searched by code; 批量生成 a batch, 删除 one or the selected. */
import { useState } from 'react'
import type { Static } from 'typebox'
import { List, useTable } from '@refinedev/antd'
import { useInvalidate } from '@refinedev/core'
import { Input, Space, Table, message } from 'antd'
import { ConfirmDelete } from '../../layout/ConfirmDelete'
import type { AdminPromoCode } from '../../../../types/contract/admin/promoCodes'
import { adminPromoCodes } from '../../../../types/endpoints/admin/promoCodes'
import { mayCall } from '../../access'
import { call } from '../../api/request'
import { useMe } from '../../layout/useMe'
import { DownloadButton } from '../../layout/DownloadButton'
import { GenerateDialog } from './GenerateDialog'

type Code = Static<typeof AdminPromoCode>

export default function PromoCodeList() {
  const { data: me } = useMe()
  const { tableProps, setFilters, filters } = useTable<Code>({ resource: 'promo_code', syncWithLocation: true })
  const key = filters.find((f) => 'field' in f && f.field === 'key')?.value as string | undefined
  const [selected, setSelected] = useState<number[]>([])
  const invalidate = useInvalidate()
  const mayDelete = mayCall(me, adminPromoCodes.deletePromoCodes)
  // MeEdu deletes codes in batches (one POST with their ids), so Refine's one-record delete does not fit.
  const remove = async (ids: number[]) => {
    await call(adminPromoCodes.deletePromoCodes, { body: { ids } }).then(() => void message.success('已删除'), () => undefined)
    setSelected([])
    await invalidate({ resource: 'promo_code', invalidates: ['list'] })
  }
  return (
    <List
      title="优惠码"
      breadcrumb={false}
      headerButtons={
        <Space>
          {mayCall(me, adminPromoCodes.exportPromoCodes) && (
            <DownloadButton entry={adminPromoCodes.exportPromoCodes} query={{ key }}>
              导出
            </DownloadButton>
          )}
          {mayCall(me, adminPromoCodes.generatePromoCodes) && <GenerateDialog />}
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search placeholder="优惠码" allowClear aria-label="搜索优惠码" style={{ width: 240 }} onSearch={(v) => setFilters([{ field: 'key', operator: 'eq', value: v.trim() || undefined }], 'replace')} />
        {mayDelete && (
          <ConfirmDelete bulk title={`确定删除所选的${selected.length}个优惠码？`} onConfirm={() => remove(selected)} disabled={!selected.length} label="删除所选" />
        )}
      </Space>
      <Table {...tableProps} rowKey="id" scroll={{ x: 800 }} rowSelection={mayDelete ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) } : undefined}>
        <Table.Column dataIndex="code" title="优惠码" />
        <Table.Column dataIndex="invited_user_reward" title="面值" render={(v: number) => `¥${v}`} />
        <Table.Column<Code> title="已用/可用" render={(_, c) => `${c.used_times} / ${c.use_times || '不限'}`} />
        <Table.Column dataIndex="expired_at" title="过期时间" render={(v: string | null) => v ?? '永久有效'} />
        <Table.Column dataIndex="created_at" title="创建时间" />
        <Table.Column<Code>
          title="操作"
          fixed="right"
          render={(_, c) =>
            mayDelete && (
              <ConfirmDelete title={`确定删除「${c.code}」？`} onConfirm={() => remove([c.id])} />
            )
          }
        />
      </Table>
    </List>
  )
}
