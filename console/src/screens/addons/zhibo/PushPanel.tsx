/** Where the teacher pushes from OBS: the server and the stream key, each with a copy button; 重置推流码 makes the old key stop working. */
import { Alert, Button, Descriptions, Popconfirm, Skeleton, Typography, message } from 'antd'
import { adminZhibo } from '../../../../../types/endpoints/admin/addons/zhibo'
import { mayCall, type Me } from '../../../access'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'

export function PushPanel({ id, me, ended }: { id: number; me: Me | undefined; ended: boolean }) {
  const push = useCall(adminZhibo.push, { params: { id } })
  const p = push.data
  const rotate = async () => {
    await call(adminZhibo.rotateKey, { params: { id } }).then(() => void message.success('推流码已重置，旧推流码已失效'), () => undefined)
    await push.refetch()
  }
  if (!p) return <Skeleton active />
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={`在 OBS 的“设置 → 推流”中选择“自定义”，填入服务器与推流码。开播前${p.early_start_minutes}分钟内可开始推流。`}
      />
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="服务器">
          <Typography.Text copyable={{ text: p.rtmp_url, tooltips: ['复制', '已复制'] }}>{p.rtmp_url}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="推流码">
          <Typography.Text code data-testid="stream-key" copyable={{ text: p.stream_key, tooltips: ['复制', '已复制'] }}>
            {p.stream_key}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="推流状态">{p.pushing ? '推流中' : '未推流'}</Descriptions.Item>
      </Descriptions>
      {!ended && !p.pushing && mayCall(me, adminZhibo.rotateKey) && (
        <Popconfirm title="重置后旧推流码立即失效，讲师需要填入新的推流码。确定重置？" okText="重置" cancelText="取消" onConfirm={rotate}>
          <Button style={{ marginTop: 16 }}>重置推流码</Button>
        </Popconfirm>
      )}
    </>
  )
}
