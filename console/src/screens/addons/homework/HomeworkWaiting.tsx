/**
 * 待点评: takes waiting for a teacher's review, the longest wait first, by teacher, the overdue ones marked
 * (waiting longer than the review deadline, a setting edited here). 工作台's 待点评作业 links here.
 */
import { useEffect, useState } from 'react'
import { List } from '@refinedev/antd'
import { Button, InputNumber, Space, Switch, Table, Tag, Typography, message } from 'antd'
import type { WaitingTake } from '../../../../../types/contract/admin/addons/homework'
import { adminHomework } from '../../../../../types/endpoints/admin/addons/homework'
import { mayCall, type Me } from '../../../access'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { useSaving } from '../../../forms/useSaving'
import { useMe } from '../../../layout/useMe'
import { pagedTableProps, PAGE_SIZE } from '../../../layout/pagedTable'
import { useSearchQuery } from '../../../layout/useSearchQuery'
import { useRefreshHomework } from './TeacherDialogs'
import { personText, TeacherSelect } from './teachers'

/** The server's limit on the review deadline (contract HomeworkSettings; its value module is not in the console bundle). */
const REVIEW_DAYS_MAX = 30

const minutes = (ms: number) => `${Math.floor(ms / 60000)}:${String(Math.round((ms % 60000) / 1000)).padStart(2, '0')}`

function ReviewDays({ days }: { days: number }) {
  const [value, setValue] = useState<number | null>(days)
  useEffect(() => setValue(days), [days])
  const { saving, save } = useSaving()
  const refresh = useRefreshHomework()
  const valid = value !== null && Number.isInteger(value) && value >= 1 && value <= REVIEW_DAYS_MAX
  const submit = async () => {
    if (!valid) return
    if (await save(() => call(adminHomework.updateSettings, { body: { review_days: value } }))) {
      void message.success('点评期限已保存')
      await refresh()
    }
  }
  return (
    <Space>
      <span>点评期限</span>
      <InputNumber aria-label="点评期限（天）" min={1} max={REVIEW_DAYS_MAX} precision={0} value={value} onChange={setValue} addonAfter="天" style={{ width: 120 }} />
      <Button onClick={() => void submit()} loading={saving} disabled={!valid || value === days}>
        保存
      </Button>
      {!valid && <Typography.Text type="danger">点评期限须为1-{REVIEW_DAYS_MAX}天</Typography.Text>}
    </Space>
  )
}

export default function HomeworkWaiting() {
  return <HomeworkWaitingView me={useMe().data} />
}

export function HomeworkWaitingView({ me }: { me: Me | undefined }) {
  const { query, update } = useSearchQuery()
  const overdue = query.overdue === '1' ? 1 : 0
  const list = useCall(adminHomework.waiting, { query: { teacher_id: Number(query.teacher_id ?? 0), overdue, page: Number(query.page ?? 1), size: PAGE_SIZE } })
  // Kept while another page or filter loads, so the deadline field does not blink away.
  // Adjusted while rendering (not in an effect): the list and the deadline show in the same commit.
  const [days, setDays] = useState<number>()
  const fresh = list.data?.review_days
  if (fresh !== undefined && fresh !== days) setDays(fresh)
  return (
    <List title="待点评作业" breadcrumb={false} headerButtons={days !== undefined && mayCall(me, adminHomework.updateSettings) ? <ReviewDays days={days} /> : null}>
      <Space style={{ marginBottom: 16 }} wrap>
        <TeacherSelect label="按老师筛选" value={Number(query.teacher_id ?? 0)} onChange={(v) => update({ teacher_id: v || undefined })} extra={[{ value: 0, label: '全部老师' }]} />
        <Space>
          <Switch aria-label="只看超时" checked={overdue === 1} onChange={(on) => update({ overdue: on ? 1 : undefined })} />
          <span>只看超时{days !== undefined ? `（提交超过${days}天未点评）` : ''}</span>
        </Space>
      </Space>
      <Table<WaitingTake> {...pagedTableProps({ isLoading: list.isLoading, data: list.data?.data }, query.page, (p) => update({ page: p }), '没有待点评的作业')}>
        <Table.Column<WaitingTake> title="作业" dataIndex="title" />
        <Table.Column<WaitingTake> title="学员" render={(_, t) => personText(t.learner)} />
        <Table.Column<WaitingTake> title="老师" render={(_, t) => t.teacher.nick_name} />
        <Table.Column<WaitingTake> title="录音时长" width={90} render={(_, t) => minutes(t.duration_ms)} />
        <Table.Column<WaitingTake> title="提交时间" width={170} dataIndex="created_at" />
        <Table.Column<WaitingTake> title="" width={80} render={(_, t) => (t.overdue ? <Tag color="red">已超时</Tag> : null)} />
      </Table>
    </List>
  )
}
