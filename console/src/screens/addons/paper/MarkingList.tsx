/**
 * 阅卷: handed-in sittings whose essay answers wait for a teacher, oldest first. Opening one shows each essay
 * with the reference answer; the teacher gives a score and a comment per answer, and the learner is told.
 */
import { useState } from 'react'
import { List } from '@refinedev/antd'
import { Button, Table } from 'antd'
import { adminPaper } from '../../../../../types/endpoints/admin/addons/paper'
import type { MarkingItem } from '../../../../../types/contract/admin/addons/paper'
import { mayCall, type Me } from '../../../access'
import { useCall } from '../../../api/useCall'
import { useMe } from '../../../layout/useMe'
import { useSearchQuery } from '../../../layout/useSearchQuery'
import { PAGE_SIZE, pagedTableProps } from '../../../layout/pagedTable'
import { MarkingDrawer } from './MarkingDrawer'

export default function MarkingList() {
  return <MarkingListView me={useMe().data} />
}

function MarkingListView({ me }: { me: Me | undefined }) {
  const { query, update } = useSearchQuery()
  const list = useCall(adminPaper.marking, { query: { size: PAGE_SIZE, ...query } })
  const [open, setOpen] = useState<number | null>(null)
  return (
    <List title="阅卷" breadcrumb={false}>
      <Table<MarkingItem> {...pagedTableProps(list, query.page, (page) => update({ page }), '没有待阅的试卷')}>
        <Table.Column dataIndex="id" title="记录ID" width={80} />
        <Table.Column dataIndex="exam_title" title="试卷" />
        <Table.Column<MarkingItem> title="学员" render={(_, r) => `${r.nick_name}（ID ${r.user_id}）`} />
        <Table.Column dataIndex="submitted_at" title="交卷时间" width={170} />
        <Table.Column dataIndex="waiting" title="待阅题数" width={90} />
        <Table.Column<MarkingItem>
          title="操作"
          width={90}
          render={(_, r) => (
            <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpen(r.id)}>
              {mayCall(me, adminPaper.mark) ? '阅卷' : '查看'}
            </Button>
          )}
        />
      </Table>
      {open !== null && (
        <MarkingDrawer
          recordId={open}
          mayMark={mayCall(me, adminPaper.mark)}
          onClose={(marked) => {
            setOpen(null)
            if (marked) void list.refetch()
          }}
        />
      )}
    </List>
  )
}
