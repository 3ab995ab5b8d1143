/** One class: its details (edit, delete, publish the replay), where the teacher pushes, its chat, who came. */
import { useState } from 'react'
import { Button, Descriptions, Drawer, Skeleton, Space, Tabs, Tag, message } from 'antd'
import { adminZhibo } from '../../../../../types/endpoints/admin/addons/zhibo'
import type { LiveOptions } from '../../../../../types/contract/admin/addons/zhibo'
import { mayCall, type Me } from '../../../access'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { ConfirmDelete } from '../../../layout/ConfirmDelete'
import { CLASS_STATUS, REPLAY_TEXT } from './classStatus'
import { LiveClassDialog } from './LiveClassDialog'
import { PushPanel } from './PushPanel'
import { ChatPanel } from './ChatPanel'
import { AttendancePanel } from './AttendancePanel'

interface Props {
  id: number
  me: Me | undefined
  options: LiveOptions | undefined
  /** The class was edited, deleted or its replay published: the calendar reloads. */
  onChanged: () => void
  onClose: () => void
}

export function LiveClassDrawer({ id, me, options, onChanged, onClose }: Props) {
  const detail = useCall(adminZhibo.liveClass, { params: { id } })
  const [editing, setEditing] = useState(false)
  const c = detail.data
  const changed = async () => {
    await detail.refetch()
    onChanged()
  }
  const remove = async () => {
    await call(adminZhibo.deleteClass, { params: { id } }).then(
      () => {
        void message.success('已删除')
        onChanged()
        onClose()
      },
      () => undefined
    )
  }
  const publish = async () => {
    await call(adminZhibo.publishReplay, { params: { id } }).then(() => void message.success('回放已发布'), () => undefined)
    await changed()
  }
  const info = c && (
    <>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="直播课程">{c.course_title}</Descriptions.Item>
        <Descriptions.Item label="讲师">{c.teacher_name}</Descriptions.Item>
        <Descriptions.Item label="开始时间">{c.published_at.slice(0, 16)}</Descriptions.Item>
        <Descriptions.Item label="计划时长">{`${c.planned_minutes} 分钟`}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <Tag color={CLASS_STATUS[c.status].color}>{CLASS_STATUS[c.status].text}</Tag>
          {c.push_state === 'interrupted' && <Tag color="orange">推流中断</Tag>}
        </Descriptions.Item>
        {c.status === 2 && <Descriptions.Item label="实际时长">{`${Math.round(c.duration / 60)} 分钟`}</Descriptions.Item>}
        {c.status === 2 && <Descriptions.Item label="回放">{REPLAY_TEXT[c.replay_status] ?? c.replay_status}</Descriptions.Item>}
      </Descriptions>
      <Space style={{ marginTop: 16 }}>
        {c.status === 0 && mayCall(me, adminZhibo.updateClass) && <Button onClick={() => setEditing(true)}>编辑课次</Button>}
        {c.status === 0 && mayCall(me, adminZhibo.deleteClass) && (
          <ConfirmDelete bulk title="确定删除这节课？" label="删除课次" onConfirm={remove} />
        )}
        {c.replay_status === 'held' && mayCall(me, adminZhibo.publishReplay) && (
          <Button type="primary" onClick={() => void publish()}>
            发布回放
          </Button>
        )}
      </Space>
    </>
  )
  const tabs = [
    { key: 'info', label: '课次', children: info },
    mayCall(me, adminZhibo.push) && { key: 'push', label: '推流', children: c && <PushPanel id={id} me={me} ended={c.status === 2} /> },
    mayCall(me, adminZhibo.chat) && { key: 'chat', label: '聊天', children: <ChatPanel id={id} me={me} /> },
    mayCall(me, adminZhibo.attendance) && { key: 'attendance', label: '签到与出勤', children: <AttendancePanel id={id} /> }
  ].filter((t) => !!t)
  return (
    <Drawer open title={c ? c.title : '课次'} width={640} onClose={onClose}>
      {!c ? <Skeleton active /> : <Tabs destroyOnHidden items={tabs} />}
      {editing && c && (
        <LiveClassDialog
          liveClass={c}
          options={options}
          onClose={(saved) => {
            setEditing(false)
            if (saved) void changed()
          }}
        />
      )}
    </Drawer>
  )
}
