/** A red 删除 that asks first: one look and one wording for every destructive action in the console. */
import { Button, Popconfirm } from 'antd'

type Props = {
  /** The question, naming what goes: 确定删除「…」？ */
  title: string
  onConfirm: () => unknown
  label?: string
  /** A full button for a toolbar's bulk action; otherwise a small link in a table row. */
  bulk?: boolean
  disabled?: boolean
  loading?: boolean
}

export function ConfirmDelete({ title, onConfirm, label = '删除', bulk = false, disabled, loading }: Props) {
  return (
    <Popconfirm title={title} okText="删除" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={onConfirm} disabled={disabled}>
      {bulk ? (
        <Button danger disabled={disabled} loading={loading}>
          {label}
        </Button>
      ) : (
        <Button type="link" danger size="small" disabled={disabled} loading={loading} style={{ padding: 0 }}>
          {label}
        </Button>
      )}
    </Popconfirm>
  )
}
