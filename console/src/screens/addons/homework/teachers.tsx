/** The teachers as options: the filters and dialogs of 作业与老师 pick a teacher from these. */
import { Select } from 'antd'
import type { AdminTeacher } from '../../../../../types/contract/admin/addons/homework'
import { adminHomework } from '../../../../../types/endpoints/admin/addons/homework'
import { useCall } from '../../../api/useCall'

export const personText = (p: { nick_name: string; mobile: string }) => (p.mobile ? `${p.nick_name} ${p.mobile}` : p.nick_name)

function useTeachers(): AdminTeacher[] {
  return useCall(adminHomework.teachers, {}).data?.data.data ?? []
}

/** A teacher to pick (`except` left out); `extra` options first (全部老师, 未分配). */
export function TeacherSelect(props: { value?: number; onChange?: (id: number) => void; except?: number; extra?: { value: number; label: string }[]; label: string; placeholder?: string; width?: number }) {
  const teachers = useTeachers()
  const options = [...(props.extra ?? []), ...teachers.filter((t) => t.id !== props.except).map((t) => ({ value: t.id, label: `${t.lecturer}（${personText(t)}）` }))]
  return (
    <Select
      aria-label={props.label}
      placeholder={props.placeholder ?? '选择老师'}
      value={props.value}
      onChange={(v: number) => props.onChange?.(v)}
      options={options}
      showSearch
      optionFilterProp="label"
      style={{ width: props.width ?? 240 }}
    />
  )
}
