/**
 * A vertical list ordered by dragging its handle (dnd-kit), by mouse, touch or keyboard (space to lift, arrows
 * to move, space to drop); `onReorder` gets the ids in their new order.
 */
import type { ReactNode } from 'react'
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { Button } from 'antd'
import { HolderOutlined } from '@ant-design/icons'
import { moved } from './outlineOrder'

function Row({ id, label, disabled, children }: { id: number; label: string; disabled: boolean; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled })
  return (
    <div ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1, display: 'flex', alignItems: 'flex-start', gap: 8 }}>
      {!disabled && <Button ref={setActivatorNodeRef} type="text" size="small" icon={<HolderOutlined />} aria-label={`拖动排序：${label}`} style={{ cursor: 'grab', marginTop: 4 }} {...attributes} {...listeners} />}
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
    </div>
  )
}

interface Props<T> {
  items: T[]
  idOf: (item: T) => number
  labelOf: (item: T) => string
  render: (item: T) => ReactNode
  onReorder: (ids: number[]) => void
  /** Without the permission to order: no handles. */
  disabled?: boolean
}

export function SortableList<T>({ items, idOf, labelOf, render, onReorder, disabled = false }: Props<T>) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }))
  const ids = items.map(idOf)
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return
    const next = moved(ids, Number(active.id), Number(over.id))
    if (next !== ids) onReorder(next)
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: '按空格键拿起，方向键移动，再按空格键放下；按 Esc 取消。' },
        announcements: {
          onDragStart: () => '已拿起',
          onDragOver: () => '',
          onDragEnd: ({ over }) => (over ? '已放下' : '已取消'),
          onDragCancel: () => '已取消'
        }
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {items.map((item) => (
          <Row key={idOf(item)} id={idOf(item)} label={labelOf(item)} disabled={disabled}>
            {render(item)}
          </Row>
        ))}
      </SortableContext>
    </DndContext>
  )
}
