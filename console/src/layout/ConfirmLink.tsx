/** A row's dangerous action (删除, 作废): a red link that asks first; `onConfirm` runs only after 确定. */
import type { ReactNode } from 'react'
import { Button, Popconfirm } from 'antd'

export function ConfirmLink({ title, okText, onConfirm, children }: { title: string; okText: string; onConfirm: () => Promise<unknown> | void; children: ReactNode }) {
  return (
    <Popconfirm title={title} okText={okText} okButtonProps={{ danger: true }} cancelText="取消" onConfirm={onConfirm}>
      <Button type="link" danger size="small" style={{ padding: 0 }}>
        {children}
      </Button>
    </Popconfirm>
  )
}
