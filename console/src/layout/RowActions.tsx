/** A list row's 编辑 (opens the row's dialog) and 删除 (confirmed, through a call the caller makes), each shown only when given. */
import { Button, Popconfirm, Space } from 'antd'

interface RowActionsProps {
  onEdit?: () => void
  onDelete?: () => Promise<unknown>
  /** The confirmation's question: what is deleted, and what stops it. */
  confirm: string
}

export function RowActions({ onEdit, onDelete, confirm }: RowActionsProps) {
  return (
    <Space>
      {onEdit && (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={onEdit}>
          编辑
        </Button>
      )}
      {onDelete && (
        <Popconfirm title={confirm} okText="删除" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={onDelete}>
          <Button type="link" danger size="small" style={{ padding: 0 }}>
            删除
          </Button>
        </Popconfirm>
      )}
    </Space>
  )
}
