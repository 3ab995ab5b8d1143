/**
 * 设为老师 (a member and the name they teach under) and 移除老师: a teacher still holding homework or learners
 * names who takes them over; the server refuses otherwise, and the list is read again either way.
 */
import { useState } from 'react'
import { Button, Form, Input, Modal, Typography, message } from 'antd'
import { useQueryClient } from '@tanstack/react-query'
import type { AdminTeacher } from '../../../../../types/contract/admin/addons/homework'
import { adminHomework } from '../../../../../types/endpoints/admin/addons/homework'
import { call } from '../../../api/request'
import { useSaving } from '../../../forms/useSaving'
import { MemberPicker } from './MemberPicker'
import { TeacherSelect } from './teachers'

const LECTURER_MAX = 20

/** Every 作业与老师 list reads again after a change of teachers or learners. */
export function useRefreshHomework() {
  const client = useQueryClient()
  return () => client.invalidateQueries({ predicate: (q) => String(q.queryKey[1]).startsWith('/backend/addons/Homework/') })
}

export function GrantTeacher() {
  const [open, setOpen] = useState(false)
  const [form] = Form.useForm<{ user_id: number; lecturer?: string }>()
  const { saving, save } = useSaving()
  const refresh = useRefreshHomework()
  const submit = async () => {
    const v = await form.validateFields().catch(() => null)
    if (!v) return
    if (await save(() => call(adminHomework.grantTeacher, { body: { user_id: v.user_id, lecturer: (v.lecturer ?? '').trim() } }))) {
      void message.success('已设为老师，对方可在App中布置和点评作业')
      setOpen(false)
      await refresh()
    }
  }
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        设为老师
      </Button>
      <Modal title="设为老师" open={open} okText="确定" cancelText="取消" confirmLoading={saving} onOk={() => void submit()} onCancel={() => setOpen(false)} destroyOnHidden>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="user_id" label="学员" rules={[{ required: true, message: '请选择学员' }]}>
            <MemberPicker />
          </Form.Item>
          <Form.Item name="lecturer" label="讲师名" extra="不填则使用学员昵称" rules={[{ max: LECTURER_MAX, message: `讲师名不能超过${LECTURER_MAX}个字符` }]}>
            <Input placeholder="如：林雅" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}

export function RemoveTeacher({ teacher }: { teacher: AdminTeacher }) {
  const [open, setOpen] = useState(false)
  const [successor, setSuccessor] = useState<number>()
  const { saving, save } = useSaving()
  const refresh = useRefreshHomework()
  const holds = teacher.waiting > 0 || teacher.learners > 0
  const submit = async () => {
    if (await save(() => call(adminHomework.removeTeacher, { params: { id: teacher.id }, body: { successor_id: successor ?? 0 } }))) {
      void message.success('已移除老师')
      setOpen(false)
      await refresh()
    }
  }
  return (
    <>
      <Button type="link" size="small" danger style={{ padding: 0 }} onClick={() => setOpen(true)}>
        移除
      </Button>
      <Modal title="移除老师" open={open} okText="确认移除" okButtonProps={{ danger: true, disabled: holds && !successor }} cancelText="取消" confirmLoading={saving} onOk={() => void submit()} onCancel={() => setOpen(false)} destroyOnHidden>
        <Typography.Paragraph>
          移除「{teacher.lecturer}」的老师身份：TA 将不能再布置和点评作业，已点评的记录保留。
        </Typography.Paragraph>
        <Typography.Paragraph type={holds ? 'warning' : 'secondary'}>
          {holds ? `TA 还有 ${teacher.waiting} 条待点评录音、${teacher.learners} 名学员，` : ''}选择接手的老师后，TA 布置的作业和名下学员将全部转给接手的老师。
        </Typography.Paragraph>
        <TeacherSelect label="接手的老师" placeholder={holds ? '请选择接手的老师' : '接手的老师（可不选）'} except={teacher.id} value={successor} onChange={setSuccessor} width={320} />
      </Modal>
    </>
  )
}
