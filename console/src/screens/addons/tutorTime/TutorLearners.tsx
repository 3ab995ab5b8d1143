/** 学员时长: each learner's tutoring minutes (left, bought or given, used), their record, and 调整时长 with a reason. */
import { useState } from 'react'
import { List } from '@refinedev/antd'
import { Button, Drawer, Input, Space, Table } from 'antd'
import { adminTutorTime } from '../../../../../types/endpoints/admin/addons/tutorTime'
import type { AdminTutorRecord, TutorLearner } from '../../../../../types/contract/admin/addons/tutorTime'
import { mayCall, type Me } from '../../../access'
import { useCall } from '../../../api/useCall'
import { useMe } from '../../../layout/useMe'
import { useSearchQuery } from '../../../layout/useSearchQuery'
import { PAGE_SIZE, pagedTableProps } from '../../../layout/pagedTable'
import { AdjustDialog } from './AdjustDialog'

const learnerName = (l: { user_id: number; user: { nick_name: string; mobile: string } | null }) => (l.user ? `${l.user.nick_name}${l.user.mobile ? ` ${l.user.mobile}` : ''}` : `学员已删除（ID ${l.user_id}）`)

export default function TutorLearners() {
  return <TutorLearnersView me={useMe().data} />
}

/** The screen for an administrator (tests give their own). */
function TutorLearnersView({ me }: { me: Me | undefined }) {
  const { query, update } = useSearchQuery()
  const list = useCall(adminTutorTime.learners, { query: { size: PAGE_SIZE, ...query } })
  const [adjusting, setAdjusting] = useState<TutorLearner | null>(null)
  const [viewing, setViewing] = useState<TutorLearner | null>(null)
  return (
    <List title="学员时长" breadcrumb={false}>
      <Input.Search placeholder="学员昵称或手机号" allowClear aria-label="搜索学员" defaultValue={query.member} style={{ width: 240, marginBottom: 16 }} onSearch={(v) => update({ member: v.trim() })} />
      <Table<TutorLearner> {...pagedTableProps(list, query.page, (page) => update({ page }), '暂无学员时长')} rowKey="user_id">
        <Table.Column<TutorLearner> title="学员" render={(_, l) => learnerName(l)} />
        <Table.Column dataIndex="minutes" title="剩余（分钟）" width={120} />
        <Table.Column dataIndex="total_minutes" title="累计获得" width={110} />
        <Table.Column dataIndex="used_minutes" title="已使用" width={100} />
        <Table.Column<TutorLearner>
          title="操作"
          width={170}
          render={(_, l) => (
            <Space>
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setViewing(l)}>
                时长记录
              </Button>
              {mayCall(me, adminTutorTime.adjust) && (
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setAdjusting(l)}>
                  调整时长
                </Button>
              )}
            </Space>
          )}
        />
      </Table>
      {adjusting && (
        <AdjustDialog
          learner={adjusting}
          onClose={(saved) => {
            setAdjusting(null)
            if (saved) void list.refetch()
          }}
        />
      )}
      {viewing && <RecordsDrawer learner={viewing} onClose={() => setViewing(null)} />}
    </List>
  )
}

function RecordsDrawer({ learner, onClose }: { learner: TutorLearner; onClose: () => void }) {
  const [page, setPage] = useState(1)
  const records = useCall(adminTutorTime.records, { query: { user_id: learner.user_id, page, size: PAGE_SIZE } })
  return (
    <Drawer open width={640} title={`时长记录：${learnerName(learner)}`} onClose={onClose}>
      <Table<AdminTutorRecord> {...pagedTableProps(records, String(page), setPage, '暂无记录')}>
        <Table.Column<AdminTutorRecord> title="时长" width={100} render={(_, r) => (r.minutes > 0 ? `+${r.minutes}分钟` : `${r.minutes}分钟`)} />
        <Table.Column dataIndex="remark" title="原因" />
        <Table.Column dataIndex="created_at" title="时间" width={170} />
      </Table>
    </Drawer>
  )
}
