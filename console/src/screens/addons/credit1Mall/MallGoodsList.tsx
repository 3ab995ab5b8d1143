/** 积分商品: the goods learners exchange points for, searched by name, with stock and sale state; added and edited in a dialog. */
import { useState } from 'react'
import { List } from '@refinedev/antd'
import { Button, Image, Input, Space, Table, Tag, message } from 'antd'
import { ConfirmDelete } from '../../../layout/ConfirmDelete'
import { PlusOutlined } from '@ant-design/icons'
import { adminCredit1Mall } from '../../../../../types/endpoints/admin/addons/credit1Mall'
import type { AdminMallGoods } from '../../../../../types/contract/admin/addons/credit1Mall'
import { mayCall, type Me } from '../../../access'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { useMe } from '../../../layout/useMe'
import { useSearchQuery } from '../../../layout/useSearchQuery'
import { PAGE_SIZE, pagedTableProps } from '../../../layout/pagedTable'
import { GRANT_OPTIONS, MallGoodsDialog } from './MallGoodsDialog'

const grantOf = (g: AdminMallGoods) => (g.is_v ? `${GRANT_OPTIONS.find((o) => o.value === g.v_type)?.label ?? g.v_type} #${g.v_id}` : '实物')

export default function MallGoodsList() {
  return <MallGoodsListView me={useMe().data} />
}

/** The screen for an administrator (tests give their own). */
export function MallGoodsListView({ me }: { me: Me | undefined }) {
  const { query, update } = useSearchQuery()
  const list = useCall(adminCredit1Mall.goods, { query: { size: PAGE_SIZE, ...query } })
  // undefined: closed; null: a new one; a goods: editing it.
  const [editing, setEditing] = useState<AdminMallGoods | null | undefined>(undefined)
  const remove = async (g: AdminMallGoods) => {
    await call(adminCredit1Mall.deleteGoods, { params: { id: g.id } }).then(() => void message.success('已删除'), () => undefined)
    await list.refetch()
  }
  return (
    <List
      title="积分商品"
      breadcrumb={false}
      headerButtons={
        mayCall(me, adminCredit1Mall.createGoods) ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            添加商品
          </Button>
        ) : null
      }
    >
      <Input.Search placeholder="商品名称" allowClear aria-label="搜索商品" defaultValue={query.keywords} style={{ width: 240, marginBottom: 16 }} onSearch={(v) => update({ keywords: v.trim() })} />
      <Table<AdminMallGoods>
        {...pagedTableProps(list, query.page, (page) => update({ page }), '暂无积分商品')}
        scroll={{ x: 900 }}
      >
        <Table.Column dataIndex="id" title="ID" width={70} />
        <Table.Column dataIndex="thumb" title="图片" width={80} render={(src: string) => <Image src={src} alt="" width={48} height={48} style={{ objectFit: 'cover' }} />} />
        <Table.Column dataIndex="title" title="商品名称" />
        <Table.Column<AdminMallGoods> title="类型" render={(_, g) => grantOf(g)} />
        <Table.Column dataIndex="charge" title="所需积分" width={100} />
        <Table.Column<AdminMallGoods> dataIndex="stock" title="库存" width={90} render={(n: number) => (n ? n : <Tag color="red">已兑完</Tag>)} />
        <Table.Column dataIndex="is_show" title="状态" width={80} render={(v: number) => (v ? <Tag color="green">上架</Tag> : <Tag>下架</Tag>)} />
        <Table.Column<AdminMallGoods>
          title="操作"
          fixed="right"
          width={120}
          render={(_, g) => (
            <Space>
              {mayCall(me, adminCredit1Mall.updateGoods) && (
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setEditing(g)}>
                  编辑
                </Button>
              )}
              {mayCall(me, adminCredit1Mall.deleteGoods) && (
                <ConfirmDelete title={`确定删除「${g.title}」？已有兑换的商品请改为下架`} onConfirm={() => remove(g)} />
              )}
            </Space>
          )}
        />
      </Table>
      {editing !== undefined && (
        <MallGoodsDialog
          goods={editing}
          onClose={(saved) => {
            setEditing(undefined)
            if (saved) void list.refetch()
          }}
        />
      )}
    </List>
  )
}
