/** A role's name, description and permissions, grouped as MeEdu groups them (主面板, 录播课, 学员, 系统 ...). */
import { Card, Checkbox, Col, Form, Input, Row, Skeleton, type FormProps } from 'antd'
import { adminStaff } from '../../../../types/endpoints/admin/staff'
import { useCall } from '../../api/useCall'
import { maxLength, required } from '../../forms/rules'

/** One group's checkboxes with a 全选 that ticks or clears the whole group. */
function PermissionGroup({ name, items, value = [], onChange }: { name: string; items: { id: number; display_name: string }[]; value?: number[]; onChange?: (v: number[]) => void }) {
  const ids = items.map((p) => p.id)
  const held = ids.filter((id) => value.includes(id))
  const others = value.filter((id) => !ids.includes(id))
  return (
    <Card
      size="small"
      title={
        <Checkbox checked={held.length === ids.length} indeterminate={held.length > 0 && held.length < ids.length} onChange={(e) => onChange?.([...others, ...(e.target.checked ? ids : [])])}>
          {name}
        </Checkbox>
      }
      style={{ marginBottom: 12 }}
    >
      <Checkbox.Group value={held} onChange={(v) => onChange?.([...others, ...(v as number[])])} style={{ width: '100%' }}>
        <Row gutter={[8, 8]}>
          {items.map((p) => (
            <Col key={p.id} xs={24} md={12} xl={8}>
              <Checkbox value={p.id}>{p.display_name.replace(new RegExp(`^${name}-`), '')}</Checkbox>
            </Col>
          ))}
        </Row>
      </Checkbox.Group>
    </Card>
  )
}

export function RoleForm({ formProps }: { formProps: FormProps }) {
  const form = useCall(adminStaff.roleForm, {})
  return (
    <Form {...formProps} layout="vertical">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="display_name" label="角色名" rules={[required('角色名'), maxLength('角色名', 32)]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="description" label="角色描述" rules={[required('角色描述'), maxLength('角色描述', 255)]}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="权限" required={false}>
        {form.data ? (
          Object.entries(form.data.permissions).map(([group, items]) => (
            <Form.Item key={group} name="permission_ids" noStyle>
              <PermissionGroup name={group} items={items} />
            </Form.Item>
          ))
        ) : (
          <Skeleton active />
        )}
      </Form.Item>
    </Form>
  )
}
