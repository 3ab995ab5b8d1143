/** A learner's tags and the staff's remark, each saved on its own (MeEdu's member/{id}/tags and remark). */
import { useState } from 'react'
import { Button, Card, Form, Input, Select, Space, message } from 'antd'
import { useQueryClient } from '@tanstack/react-query'
import { adminMembers } from '../../../../types/endpoints/admin/members'
import { call } from '../../api/request'
import { useCall } from '../../api/useCall'
import { maxLength } from '../../forms/rules'

const REMARK_MAX = 2000

export function MemberTags({ id, current, editable }: { id: number; current: { id: number; name: string }[]; editable: boolean }) {
  const tags = useCall(adminMembers.tags, { query: { size: 100 } }, editable)
  const [chosen, setChosen] = useState(current.map((t) => t.id))
  const client = useQueryClient()
  const save = async () => {
    await call(adminMembers.setTags, { params: { id }, body: { tag_ids: chosen.join(',') } }).then(() => void message.success('标签已保存'), () => undefined)
    await client.invalidateQueries({ queryKey: ['GET', adminMembers.detail.path] })
  }
  return (
    <Card title="标签" size="small">
      <Space.Compact style={{ width: '100%' }}>
        <Select mode="multiple" aria-label="学员标签" style={{ width: '100%' }} value={chosen} onChange={setChosen} disabled={!editable} placeholder="未设置标签" options={(tags.data?.data ?? current).map((t) => ({ value: t.id, label: t.name }))} />
        {editable && <Button onClick={() => void save()}>保存标签</Button>}
      </Space.Compact>
    </Card>
  )
}

export function MemberRemark({ id, current, editable }: { id: number; current: string; editable: boolean }) {
  const [form] = Form.useForm<{ remark: string }>()
  const save = async ({ remark }: { remark: string }) => {
    await call(adminMembers.setRemark, { params: { id }, body: { remark: remark ?? '' } }).then(() => void message.success('备注已保存'), () => undefined)
  }
  return (
    <Card title="备注" size="small" extra={editable && <Button onClick={() => form.submit()}>保存备注</Button>}>
      <Form form={form} initialValues={{ remark: current }} onFinish={save}>
        <Form.Item name="remark" label="备注" rules={[maxLength('备注', REMARK_MAX)]} style={{ marginBottom: 0 }}>
          <Input.TextArea rows={3} readOnly={!editable} placeholder="只有员工可见" />
        </Form.Item>
      </Form>
    </Card>
  )
}
