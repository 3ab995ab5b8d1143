/** 学习路径: every path (off sale too), searched by name or category, with price, steps and buyers; edited in a dialog, steps on their own screen. */
import { useState } from 'react'
import { Link } from 'react-router'
import { List } from '@refinedev/antd'
import { Button, Image, Space, Table, message } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { adminLearnPaths } from '../../../../../types/endpoints/admin/addons/learnPaths'
import type { AdminPath } from '../../../../../types/contract/admin/addons/learnPaths'
import { mayCall, type Me } from '../../../access'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { useMe } from '../../../layout/useMe'
import { useSearchQuery } from '../../../layout/useSearchQuery'
import { PAGE_SIZE, pagedTableProps } from '../../../layout/pagedTable'
import { ContentFilters, EditDelete, saleTag } from '../content/goodsCells'
import { linkTo } from '../../../routes'
import { PathDialog } from './PathDialog'
import { PathBuyersDrawer } from './PathBuyersDrawer'

const priceOf = (p: AdminPath) => (p.charge ? `¥${p.charge}` : '免费') + (p.original_charge > p.charge ? `（原价 ¥${p.original_charge}）` : '')

export default function PathList() {
  return <PathListView me={useMe().data} />
}

export function PathListView({ me }: { me: Me | undefined }) {
  const { query, update } = useSearchQuery()
  const list = useCall(adminLearnPaths.paths, { query: { size: PAGE_SIZE, ...query } })
  const categories = useCall(adminLearnPaths.categories, {})
  const [editing, setEditing] = useState<AdminPath | null | undefined>(undefined)
  const [buyersOf, setBuyersOf] = useState<AdminPath | undefined>(undefined)
  const remove = async (p: AdminPath) => {
    await call(adminLearnPaths.deletePath, { params: { id: p.id } }).then(() => void message.success('已删除'), () => undefined)
    await list.refetch()
  }
  return (
    <List
      title="学习路径"
      breadcrumb={false}
      headerButtons={
        mayCall(me, adminLearnPaths.createPath) ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            添加学习路径
          </Button>
        ) : null
      }
    >
      <ContentFilters placeholder="路径名称" searchLabel="搜索学习路径" categories={categories.data} query={query} update={update} />
      <Table<AdminPath> {...pagedTableProps(list, query.page, (page) => update({ page }), '暂无学习路径')} scroll={{ x: 1000 }}>
        <Table.Column dataIndex="id" title="ID" width={70} />
        <Table.Column dataIndex="thumb" title="封面" width={100} render={(src: string) => <Image src={src} alt="" width={80} height={45} style={{ objectFit: 'cover' }} />} />
        <Table.Column dataIndex="name" title="路径名称" />
        <Table.Column dataIndex="category_name" title="分类" width={100} />
        <Table.Column<AdminPath> title="价格" width={170} render={(_, p) => priceOf(p)} />
        <Table.Column dataIndex="step_count" title="步骤" width={70} />
        <Table.Column<AdminPath>
          dataIndex="buyer_count"
          title="购买"
          width={80}
          render={(n: number, p) =>
            mayCall(me, adminLearnPaths.buyers) ? (
              <Button type="link" size="small" style={{ padding: 0 }} aria-label={`「${p.name}」的购买学员`} onClick={() => setBuyersOf(p)}>
                {n}
              </Button>
            ) : (
              n
            )
          }
        />
        <Table.Column dataIndex="is_show" title="状态" width={80} render={saleTag} />
        <Table.Column<AdminPath>
          title="操作"
          fixed="right"
          width={160}
          render={(_, p) => (
            <Space>
              {mayCall(me, adminLearnPaths.steps) && <Link to={linkTo('pathSteps', { id: p.id })}>步骤</Link>}
              <EditDelete
                onEdit={mayCall(me, adminLearnPaths.updatePath) ? () => setEditing(p) : undefined}
                deleteTitle={`确定删除「${p.name}」？已有学员购买的请改为下架`}
                onDelete={mayCall(me, adminLearnPaths.deletePath) ? () => remove(p) : undefined}
              />
            </Space>
          )}
        />
      </Table>
      {editing !== undefined && (
        <PathDialog
          path={editing}
          onClose={(saved) => {
            setEditing(undefined)
            if (saved) void list.refetch()
          }}
        />
      )}
      {buyersOf && <PathBuyersDrawer path={buyersOf} onClose={() => setBuyersOf(undefined)} />}
    </List>
  )
}
