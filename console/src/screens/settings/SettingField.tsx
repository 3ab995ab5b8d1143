/** One config item's input, by MeEdu's field type (text, textarea, longtext, number, switch, select, image). */
import { Form, Image, Input, InputNumber, Select, Switch } from 'antd'
import type { SettingItem } from '../../../../types/contract/admin/system'

const PRIVATE_MASK = '************'

export function SettingField({ item }: { item: SettingItem }) {
  const common = { name: item.key, label: item.name, extra: item.help || undefined }
  switch (item.field_type) {
    case 'switch':
      return (
        <Form.Item {...common} valuePropName="checked" getValueProps={(v: string) => ({ checked: v === '1' })} normalize={(c: boolean) => (c ? '1' : '0')}>
          <Switch />
        </Form.Item>
      )
    case 'number':
      return (
        <Form.Item {...common} rules={[{ type: 'integer', min: 0, transform: Number, message: `${item.name}须为不小于0的整数` }]} normalize={(v: number | null) => (v === null ? '' : String(v))}>
          <InputNumber min={0} precision={0} style={{ width: 200 }} />
        </Form.Item>
      )
    case 'select':
      return (
        <Form.Item {...common}>
          <Select style={{ width: 240 }} options={(item.option_value ?? []).map((o) => ({ value: o.key, label: o.title }))} />
        </Form.Item>
      )
    case 'textarea':
    case 'longtext':
      return (
        <Form.Item {...common}>
          <Input.TextArea autoSize={{ minRows: item.field_type === 'longtext' ? 4 : 2, maxRows: 16 }} placeholder={item.is_private ? '已设置，留空不修改' : undefined} />
        </Form.Item>
      )
    case 'image':
      return (
        <Form.Item {...common}>
          <Input addonAfter={<Form.Item noStyle shouldUpdate>{({ getFieldValue }) => (getFieldValue(item.key) ? <Image src={getFieldValue(item.key)} height={22} alt={item.name} /> : '预览')}</Form.Item>} />
        </Form.Item>
      )
    default:
      return (
        <Form.Item {...common} rules={item.key === 'meedu.system.name' ? [{ required: true, whitespace: true, message: `请填写${item.name}` }] : undefined}>
          {item.is_private ? <Input.Password visibilityToggle={false} autoComplete="off" placeholder={item.value === PRIVATE_MASK ? '已设置' : '未设置'} /> : <Input />}
        </Form.Item>
      )
  }
}
