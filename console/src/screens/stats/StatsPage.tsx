/**
 * 统计: 交易 (the day's figures, the daily series, what sold most), 学员 (registrations, watchers, first and
 * repeat payers, who paid most) and 内容 (what sold most, by kind), over one picked range. Each tab is shown
 * to a role holding its permission (MeEdu's 交易分析, 学员分析, 内容分析).
 */
import { useState } from 'react'
import { Card, DatePicker, Space, Tabs, Typography } from 'antd'
import { adminStats } from '../../../../types/endpoints/admin/stats'
import { allowed } from '../../access'
import { useMe } from '../../layout/useMe'
import { lastDays, outOfRange, rangeQuery, type Picked } from './statsRange'
import { ContentTab, MembersTab, TransactionsTab } from './StatsTabs'

const TABS = [
  { key: 'transaction', label: '交易', access: adminStats.transactionGraph.access, Tab: TransactionsTab },
  { key: 'user', label: '学员', access: adminStats.userGraph.access, Tab: MembersTab },
  // 内容分析 holds only the goods ranking (MeEdu's permission covers that one route).
  { key: 'content', label: '内容', access: 'stats.course' as const, Tab: ContentTab }
]

export default function StatsPage() {
  const { data: me } = useMe()
  const [picked, setPicked] = useState<Picked>(() => lastDays())
  const [first, setFirst] = useState<Picked[0] | null>(null)
  const range = rangeQuery(picked)
  const tabs = TABS.filter((t) => allowed(me, t.access))
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          统计
        </Typography.Title>
        <DatePicker.RangePicker
          aria-label="统计日期"
          allowClear={false}
          value={picked}
          disabledDate={(d) => outOfRange(d, first)}
          onCalendarChange={(dates) => setFirst(dates?.[0] ?? dates?.[1] ?? null)}
          onOpenChange={(open) => !open && setFirst(null)}
          onChange={(dates) => dates?.[0] && dates[1] && setPicked([dates[0], dates[1]])}
        />
      </Space>
      <Card size="small">
        <Tabs items={tabs.map(({ key, label, Tab }) => ({ key, label, children: <Tab range={range} /> }))} destroyOnHidden />
      </Card>
    </>
  )
}
