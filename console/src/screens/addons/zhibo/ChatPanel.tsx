/** A class's chat, newest first: delete a message (every room drops it), mute or unmute its learner. */
import { useState } from 'react'
import { Button, Space, Table, Tag, message } from 'antd'
import { adminZhibo } from '../../../../../types/endpoints/admin/addons/zhibo'
import type { AdminChatMessage } from '../../../../../types/contract/admin/addons/zhibo'
import { mayCall, type Me } from '../../../access'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { ConfirmDelete } from '../../../layout/ConfirmDelete'

const SIZE = 20

export function ChatPanel({ id, me }: { id: number; me: Me | undefined }) {
  const [page, setPage] = useState(1)
  const chat = useCall(adminZhibo.chat, { params: { id }, query: { page, size: SIZE } })
  const moderate = mayCall(me, adminZhibo.deleteMessage)
  const act = async (work: () => Promise<unknown>, done: string) => {
    await work().then(() => void message.success(done), () => undefined)
    await chat.refetch()
  }
  return (
    <Table<AdminChatMessage>
      rowKey="id"
      size="small"
      loading={chat.isLoading}
      dataSource={chat.data?.data ?? []}
      locale={{ emptyText: '暂无聊天消息' }}
      pagination={{ current: page, pageSize: SIZE, total: chat.data?.total ?? 0, showSizeChanger: false, onChange: setPage }}
    >
      <Table.Column dataIndex="created_at" title="时间" width={90} render={(t: string) => t.slice(11, 19)} />
      <Table.Column<AdminChatMessage>
        title="发言人"
        width={130}
        render={(_, m) => (
          <Space size={4}>
            {m.nick_name}
            {m.role !== 'user' && <Tag color="gold">讲师</Tag>}
            {m.user_is_ban === 1 && <Tag color="red">已禁言</Tag>}
          </Space>
        )}
      />
      <Table.Column dataIndex="content" title="内容" />
      {moderate && (
        <Table.Column<AdminChatMessage>
          title="操作"
          width={130}
          render={(_, m) => (
            <Space>
              <ConfirmDelete title="删除后学员端也不再显示这条消息。确定删除？" onConfirm={() => act(() => call(adminZhibo.deleteMessage, { params: { id, message_id: m.id } }), '已删除')} />
              {m.role === 'user' && (
                <Button
                  type="link"
                  size="small"
                  style={{ padding: 0 }}
                  onClick={() => void act(() => call(adminZhibo.mute, { params: { id }, body: { user_id: m.user_id, on: m.user_is_ban ? 0 : 1 } }), m.user_is_ban ? '已解除禁言' : '已禁言')}
                >
                  {m.user_is_ban ? '解除禁言' : '禁言'}
                </Button>
              )}
            </Space>
          )}
        />
      )}
    </Table>
  )
}
