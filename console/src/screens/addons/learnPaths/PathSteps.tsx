/** A path's steps in the learner's order, each with its courses and e-books; steps added, edited, moved up or down and removed here. */
import { useState } from 'react'
import { useParams } from 'react-router'
import { List } from '@refinedev/antd'
import { Button, Card, Empty, Skeleton, Space, Tag, message } from 'antd'
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons'
import { adminLearnPaths } from '../../../../../types/endpoints/admin/addons/learnPaths'
import type { AdminStep } from '../../../../../types/contract/admin/addons/learnPaths'
import { mayCall, type Me } from '../../../access'
import { ConfirmDelete } from '../../../layout/ConfirmDelete'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { useMe } from '../../../layout/useMe'
import { StepDialog } from './StepDialog'

const TYPE_TEXT: Record<string, string> = { course: '录播课', book: '电子书' }

/** The ids in order with the step at `from` moved one place up (-1) or down (+1). */
const moved = (ids: number[], from: number, by: -1 | 1) => {
  const next = [...ids]
  ;[next[from], next[from + by]] = [next[from + by], next[from]]
  return next
}

export default function PathSteps() {
  return <PathStepsView me={useMe().data} pathId={Number(useParams().id)} />
}

export function PathStepsView({ me, pathId }: { me: Me | undefined; pathId: number }) {
  const path = useCall(adminLearnPaths.path, { params: { id: pathId } })
  const steps = useCall(adminLearnPaths.steps, { params: { id: pathId } })
  const [editing, setEditing] = useState<AdminStep | null | undefined>(undefined)
  const refetch = () => void steps.refetch()
  const mayEdit = mayCall(me, adminLearnPaths.updateStep)
  const list = steps.data ?? []
  const move = (from: number, by: -1 | 1) =>
    call(adminLearnPaths.orderSteps, { params: { id: pathId }, body: { ids: moved(list.map((s) => s.id), from, by) } }).then(refetch, refetch)
  return (
    <List
      title={path.data ? `步骤：${path.data.name}` : '步骤'}
      breadcrumb={false}
      headerButtons={
        mayCall(me, adminLearnPaths.createStep) ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            添加步骤
          </Button>
        ) : null
      }
    >
      {steps.isLoading && <Skeleton active />}
      {steps.data && !list.length && <Empty description="还没有步骤" />}
      {list.map((s, n) => (
        <Card
          key={s.id}
          size="small"
          title={`第${n + 1}步：${s.name}`}
          style={{ marginBottom: 16 }}
          extra={
            mayEdit ? (
              <Space>
                <Button type="text" size="small" aria-label={`上移「${s.name}」`} icon={<ArrowUpOutlined />} disabled={n === 0} onClick={() => void move(n, -1)} />
                <Button type="text" size="small" aria-label={`下移「${s.name}」`} icon={<ArrowDownOutlined />} disabled={n === list.length - 1} onClick={() => void move(n, 1)} />
                <Button type="link" size="small" onClick={() => setEditing(s)}>
                  编辑
                </Button>
                <ConfirmDelete title={`确定删除步骤「${s.name}」？`} onConfirm={() => call(adminLearnPaths.deleteStep, { params: { id: s.id } }).then(() => void message.success('已删除'), () => undefined).then(refetch)} />
              </Space>
            ) : null
          }
        >
          {s.desc && <p style={{ marginTop: 0 }}>{s.desc}</p>}
          <Space wrap>
            {s.items.map((i) => (
              <Tag key={`${i.type}:${i.other_id}`}>{`${TYPE_TEXT[i.type] ?? i.type} · ${i.name}`}</Tag>
            ))}
          </Space>
        </Card>
      ))}
      {editing !== undefined && (
        <StepDialog
          pathId={pathId}
          step={editing}
          onClose={(saved) => {
            setEditing(undefined)
            if (saved) refetch()
          }}
        />
      )}
    </List>
  )
}
