/** 签到记录: every learner's sign-ins, newest first, by learner and by day, with the points they gave in all. */
import { List } from '@refinedev/antd'
import { DatePicker, Input, Space, Table, Typography } from 'antd'
import dayjs from 'dayjs'
import { adminDaySignIn } from '../../../../../types/endpoints/admin/addons/daySignIn'
import type { AdminSignIn } from '../../../../../types/contract/admin/addons/daySignIn'
import { useCall } from '../../../api/useCall'
import { useSearchQuery } from '../../../layout/useSearchQuery'
import { PAGE_SIZE, pagedTableProps } from '../../../layout/pagedTable'

const DAY = 'YYYY-MM-DD'

export default function SignInRecords() {
  const { query, update } = useSearchQuery()
  const list = useCall(adminDaySignIn.records, { query: { size: PAGE_SIZE, ...query } })
  const range = query.day_from && query.day_to ? ([dayjs(query.day_from), dayjs(query.day_to)] as const) : null
  return (
    <List title="签到记录" breadcrumb={false}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search placeholder="学员昵称或手机号" allowClear aria-label="搜索学员" defaultValue={query.member} style={{ width: 240 }} onSearch={(v) => update({ member: v.trim() })} />
        <DatePicker.RangePicker
          aria-label="签到日期"
          value={range ? [range[0], range[1]] : null}
          onChange={(dates) => update({ day_from: dates?.[0]?.format(DAY), day_to: dates?.[1]?.format(DAY) })}
        />
        {list.data && (
          <Typography.Text type="secondary">
            共{list.data.total}次签到，发放{list.data.points}积分
          </Typography.Text>
        )}
      </Space>
      <Table<AdminSignIn> {...pagedTableProps({ isLoading: list.isLoading, data: list.data }, query.page, (page) => update({ page }), '暂无签到记录')}>
        <Table.Column<AdminSignIn> title="学员" render={(_, r) => (r.user ? `${r.user.nick_name}${r.user.mobile ? ` ${r.user.mobile}` : ''}` : `学员已删除（ID ${r.user_id}）`)} />
        <Table.Column dataIndex="day" title="签到日期" width={120} />
        <Table.Column dataIndex="continuous_days" title="连续天数" width={100} />
        <Table.Column dataIndex="reward" title="获得积分" width={100} />
        <Table.Column dataIndex="created_at" title="签到时间" width={180} />
      </Table>
    </List>
  )
}
