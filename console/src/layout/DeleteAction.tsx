/** 删除 with a confirmation, through the resource's delete entry (Refine's useDelete: the list reloads). */
import { useDelete } from '@refinedev/core'
import { Button, Popconfirm } from 'antd'

export function DeleteAction({ resource, id, what }: { resource: string; id: number; what: string }) {
  const { mutate, mutation } = useDelete()
  return (
    <Popconfirm title={`确定删除「${what}」？`} okText="删除" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={() => mutate({ resource, id, successNotification: { type: 'success', message: '已删除' } })}>
      <Button type="link" danger size="small" loading={mutation.isPending} style={{ padding: 0 }}>
        删除
      </Button>
    </Popconfirm>
  )
}
