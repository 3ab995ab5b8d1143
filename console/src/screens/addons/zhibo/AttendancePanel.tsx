/** Who came to a class: each sign-in with who answered it, each learner's minutes live and on the replay. */
import { Empty, List, Skeleton, Table, Tag, Typography } from 'antd'
import { adminZhibo } from '../../../../../types/endpoints/admin/addons/zhibo'
import type { LiveAttendance } from '../../../../../types/contract/admin/addons/zhibo'
import { useCall } from '../../../api/useCall'

type Learner = LiveAttendance['learners'][number]
const minutes = (s: number) => (s ? `${Math.max(1, Math.round(s / 60))} 分钟` : '—')

export function AttendancePanel({ id }: { id: number }) {
  const attendance = useCall(adminZhibo.attendance, { params: { id } })
  const a = attendance.data
  if (!a) return <Skeleton active />
  return (
    <>
      <Typography.Title level={5}>签到</Typography.Title>
      {a.sign_ins.length ? (
        <List
          size="small"
          dataSource={a.sign_ins}
          renderItem={(s, i) => (
            <List.Item>
              <List.Item.Meta
                title={
                  <>
                    {`第${i + 1}次签到（${s.created_at.slice(11, 16)} 发起）`} {s.closed ? <Tag>已结束</Tag> : <Tag color="green">进行中</Tag>}
                  </>
                }
                description={s.users.length ? `已签到 ${s.users.length} 人：${s.users.map((u) => u.nick_name).join('、')}` : '暂无学员签到'}
              />
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="本节未发起签到" />
      )}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        出勤
      </Typography.Title>
      <Table<Learner> rowKey="user_id" size="small" dataSource={a.learners} pagination={false} locale={{ emptyText: '暂无学员观看' }}>
        <Table.Column dataIndex="nick_name" title="学员" />
        <Table.Column dataIndex="mobile" title="手机号" />
        <Table.Column dataIndex="live_seconds" title="直播观看" render={minutes} />
        <Table.Column dataIndex="vod_seconds" title="回放观看" render={minutes} />
        <Table.Column<Learner> title="签到" render={(_, l) => `${l.sign_count}/${a.sign_ins.length}`} />
      </Table>
    </>
  )
}
