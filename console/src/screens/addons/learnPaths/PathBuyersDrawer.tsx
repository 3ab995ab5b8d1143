/** Who bought a path (or was given it), newest first. */
import { useState } from 'react'
import { Drawer, Table } from 'antd'
import { adminLearnPaths } from '../../../../../types/endpoints/admin/addons/learnPaths'
import type { AdminPath, PathBuyer } from '../../../../../types/contract/admin/addons/learnPaths'
import { useCall } from '../../../api/useCall'
import { PAGE_SIZE, pagedTableProps } from '../../../layout/pagedTable'

export function PathBuyersDrawer({ path, onClose }: { path: AdminPath; onClose: () => void }) {
  const [page, setPage] = useState(1)
  const buyers = useCall(adminLearnPaths.buyers, { params: { id: path.id }, query: { page, size: PAGE_SIZE } })
  return (
    <Drawer open title={`购买学员：${path.name}`} width={560} onClose={onClose}>
      <Table<PathBuyer> {...pagedTableProps(buyers, String(page), setPage, '还没有学员购买')} rowKey="user_id">
        <Table.Column<PathBuyer> title="学员" render={(_, b) => (b.user ? `${b.user.nick_name}（${b.user.mobile}）` : '学员已删除')} />
        <Table.Column<PathBuyer> dataIndex="charge" title="支付" width={90} render={(c: number) => (c ? `¥${c}` : '免费')} />
        <Table.Column dataIndex="created_at" title="购买时间" width={170} />
      </Table>
    </Drawer>
  )
}
