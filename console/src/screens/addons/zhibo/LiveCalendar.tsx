/**
 * 直播排课: the classes of every live course (or one) on a month calendar, each with its start, length,
 * course and teacher; 排课 (or a click on a day) schedules one; a class opens its drawer (push key, chat,
 * attendance, replay).
 */
import { useState } from 'react'
import { List } from '@refinedev/antd'
import { Button, Calendar, Select, Space, Tag, Typography } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import dayjs, { type Dayjs } from 'dayjs'
import { adminZhibo } from '../../../../../types/endpoints/admin/addons/zhibo'
import type { AdminLiveClass } from '../../../../../types/contract/admin/addons/zhibo'
import { mayCall, type Me } from '../../../access'
import { useCall } from '../../../api/useCall'
import { useMe } from '../../../layout/useMe'
import { useSearchQuery } from '../../../layout/useSearchQuery'
import { LiveClassDialog } from './LiveClassDialog'
import { LiveClassDrawer } from './LiveClassDrawer'
import { CLASS_STATUS } from './classStatus'

export default function LiveCalendar() {
  return <LiveCalendarView me={useMe().data} />
}

/** The days the month's grid can show: a week either side of the month (within the server's 62-day range). */
const rangeOf = (month: Dayjs) => ({ from: month.startOf('month').subtract(7, 'day').format('YYYY-MM-DD'), to: month.endOf('month').add(7, 'day').format('YYYY-MM-DD') })

/** The default start of a class scheduled by clicking a day: 19:00, the studio's usual evening slot. */
const EVENING = 19

export function LiveCalendarView({ me }: { me: Me | undefined }) {
  const { query, update } = useSearchQuery()
  const courseId = query.course_id ? Number(query.course_id) : undefined
  const [month, setMonth] = useState(() => (query.month ? dayjs(`${query.month}-01`) : dayjs()))
  const classes = useCall(adminZhibo.classes, { query: { ...rangeOf(month), ...(courseId ? { course_id: courseId } : {}) } })
  const options = useCall(adminZhibo.options, {}, mayCall(me, adminZhibo.options))
  const [scheduling, setScheduling] = useState<Partial<AdminLiveClass> | null>(null)
  const [open, setOpen] = useState<number | null>(null)
  const mayCreate = mayCall(me, adminZhibo.createClass)

  const byDay = new Map<string, AdminLiveClass[]>()
  // By start within each day, whatever order the answer came in.
  for (const c of [...(classes.data?.data ?? [])].sort((a, b) => a.published_at.localeCompare(b.published_at))) {
    const day = c.published_at.slice(0, 10)
    byDay.set(day, [...(byDay.get(day) ?? []), c])
  }

  const cell = (date: Dayjs) => (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {(byDay.get(date.format('YYYY-MM-DD')) ?? []).map((c) => (
        <li key={c.id}>
          <Button
            type="link"
            size="small"
            style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
            aria-label={`${c.published_at.slice(11, 16)} ${c.title}`}
            onClick={(e) => {
              e.stopPropagation()
              setOpen(c.id)
            }}
          >
            <Tag color={CLASS_STATUS[c.status].color} style={{ marginInlineEnd: 4 }}>
              {c.published_at.slice(11, 16)}
            </Tag>
            {c.title}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {` · ${c.teacher_name} · ${c.planned_minutes}分钟`}
            </Typography.Text>
          </Button>
        </li>
      ))}
    </ul>
  )

  return (
    <List
      title="直播排课"
      breadcrumb={false}
      headerButtons={
        mayCreate ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setScheduling({ course_id: courseId })}>
            排课
          </Button>
        ) : null
      }
    >
      <Space style={{ marginBottom: 8 }}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          aria-label="筛选课程"
          placeholder="全部直播课程"
          style={{ width: 280 }}
          value={courseId}
          options={options.data?.courses.map((c) => ({ value: c.id, label: c.title }))}
          onChange={(v?: number) => update({ course_id: v })}
        />
      </Space>
      <Calendar
        value={month}
        onPanelChange={(d) => setMonth(d)}
        onSelect={(d, info) => {
          setMonth(d)
          if (info.source === 'date' && mayCreate && d.hour(EVENING).isAfter(dayjs())) setScheduling({ course_id: courseId, published_at: d.hour(EVENING).minute(0).format('YYYY-MM-DD HH:mm') })
        }}
        cellRender={(d, info) => (info.type === 'date' ? cell(d) : info.originNode)}
      />
      {scheduling && (
        <LiveClassDialog
          liveClass={scheduling}
          options={options.data}
          onClose={(start) => {
            setScheduling(null)
            if (start) {
              // Show the month the class was put in.
              setMonth(dayjs(start))
              void classes.refetch()
            }
          }}
        />
      )}
      {open !== null && (
        <LiveClassDrawer
          id={open}
          me={me}
          options={options.data}
          onChanged={() => void classes.refetch()}
          onClose={() => setOpen(null)}
        />
      )}
    </List>
  )
}
