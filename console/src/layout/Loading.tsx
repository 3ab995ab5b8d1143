import { Spin } from 'antd'

export function Loading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
      <Spin />
    </div>
  )
}
