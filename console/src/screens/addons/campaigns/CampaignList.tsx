/**
 * A campaign list (秒杀活动, 拼团活动): filtered by 未开始/进行中/已结束, paged, each row with its goods, price
 * and progress; added and edited in a dialog, ended early or deleted after a confirmation, its live
 * progress in a drawer.
 */
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Button, Card, Drawer, Popconfirm, Segmented, Space, Table, Tag } from 'antd'
import { ConfirmDelete } from '../../../layout/ConfirmDelete'
import { PlusOutlined } from '@ant-design/icons'
import { CAMPAIGN_STATUS_TEXT } from '../../../../../types/admin/campaigns'
import { mayCall, type Me } from '../../../access'
import { useMe } from '../../../layout/useMe'
import { CampaignDialog } from './CampaignDialog'
import type { CampaignForm, CampaignKind, CampaignRow } from './kind'

const SIZE = 10
const STATUS_COLOR = ['blue', 'green', 'default'] as const
const FILTERS = [{ value: -1, label: '全部' }, ...CAMPAIGN_STATUS_TEXT.map((label, value) => ({ value, label }))]

/** The screen: the list as the signed-in administrator may use it. */
export function CampaignScreen<Row extends CampaignRow, Body extends CampaignForm>({ kind }: { kind: CampaignKind<Row, Body> }) {
  const { data: me } = useMe()
  return <CampaignList kind={kind} me={me} />
}

export function CampaignList<Row extends CampaignRow, Body extends CampaignForm>({ kind, me }: { kind: CampaignKind<Row, Body>; me: Me | undefined }) {
  const [page, setPage] = useState(1)
  const [status, setStatus] = useState(-1)
  const query = { page, size: SIZE, ...(status >= 0 ? { status: status as 0 | 1 | 2 } : {}) }
  const list = useQuery({ queryKey: ['campaigns', kind.noun, query], queryFn: () => kind.list(query) })
  // undefined: closed; null: a new one; a row: editing it.
  const [editing, setEditing] = useState<Row | null | undefined>(undefined)
  const [watching, setWatching] = useState<Row | null>(null)
  const act = (work: () => Promise<unknown>) => () => void work().then(() => list.refetch(), () => undefined)

  return (
    <Card
      title={`${kind.noun}活动`}
      extra={
        mayCall(me, kind.entries.create) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            添加{kind.noun}
          </Button>
        )
      }
    >
      <Segmented
        style={{ marginBottom: 16 }}
        options={FILTERS}
        value={status}
        onChange={(v) => {
          setStatus(Number(v))
          setPage(1)
        }}
      />
      <Table<Row>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.data ?? []}
        pagination={{ current: page, pageSize: SIZE, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
      >
        <Table.Column dataIndex="id" title="ID" width={70} />
        <Table.Column<Row> title="商品" render={(_, r) => r.goods_title || `已删除的商品（${r.goods_id}）`} />
        <Table.Column<Row> title="价格" render={(_, r) => `¥${r.charge}（原价 ¥${r.goods_charge}）`} />
        {kind.columns.map((c) => (
          <Table.Column<Row> key={c.key} title={c.title} render={(_, r) => c.render(r)} />
        ))}
        <Table.Column<Row> title="时间" render={(_, r) => `${r.started_at.slice(0, 16)} 至 ${r.ended_at.slice(0, 16)}`} />
        <Table.Column<Row> title="状态" render={(_, r) => <Tag color={STATUS_COLOR[r.status]}>{r.status_text}</Tag>} />
        <Table.Column<Row>
          title="操作"
          render={(_, r) => (
            <Space>
              {mayCall(me, kind.entries.progress) && (
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setWatching(r)}>
                  进度
                </Button>
              )}
              {mayCall(me, kind.entries.update) && r.status !== 2 && (
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setEditing(r)}>
                  编辑
                </Button>
              )}
              {mayCall(me, kind.entries.end) && r.status === 1 && (
                <Popconfirm title="确定提前结束该活动？" okText="结束" cancelText="取消" onConfirm={act(() => kind.end(r.id))}>
                  <Button type="link" size="small" style={{ padding: 0 }}>
                    提前结束
                  </Button>
                </Popconfirm>
              )}
              {mayCall(me, kind.entries.remove) && r.sold + r.held === 0 && (
                <ConfirmDelete title={`确定删除「${r.goods_title}」的${kind.noun}活动？`} onConfirm={act(() => kind.remove(r.id))} />
              )}
            </Space>
          )}
        />
      </Table>
      {editing !== undefined && (
        <CampaignDialog
          kind={kind}
          row={editing}
          onClose={(saved) => {
            setEditing(undefined)
            if (saved) void list.refetch()
          }}
        />
      )}
      <Drawer open={!!watching} width={640} title={watching ? `${kind.noun}进度：${watching.goods_title}` : ''} onClose={() => setWatching(null)} destroyOnHidden>
        {watching && <kind.Progress id={watching.id} />}
      </Drawer>
    </Card>
  )
}
