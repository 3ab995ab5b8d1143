/** 删除 with a confirmation, through the resource's delete entry (Refine's useDelete: the list reloads). */
import { useDelete } from '@refinedev/core'
import { ConfirmDelete } from './ConfirmDelete'

export function DeleteAction({ resource, id, what }: { resource: string; id: number; what: string }) {
  const { mutate, mutation } = useDelete()
  return <ConfirmDelete title={`确定删除「${what}」？`} loading={mutation.isPending} onConfirm={() => mutate({ resource, id, successNotification: { type: 'success', message: '已删除' } })} />
}
