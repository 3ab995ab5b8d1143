/**
 * 系统配置: the site (name, logo, PC and H5 addresses), agreements, points, and the SMS and payment keys
 * (kept on the server: a set key shows as its mask and is kept unless replaced); 插件 on and off.
 */
import { useEffect, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { Button, Card, Form, Tabs, message } from 'antd'
import { adminSystem } from '../../../../types/endpoints/admin/system'
import { call } from '../../api/request'
import { useCall } from '../../api/useCall'
import { mayCall } from '../../access'
import { useMe } from '../../layout/useMe'
import { SettingField } from './SettingField'
import { AddonsTab } from './AddonsTab'

export default function SettingsPage() {
  const { data: me } = useMe()
  const settings = useCall(adminSystem.settings, {})
  const queries = useQueryClient()
  const [form] = Form.useForm<Record<string, string>>()
  const initial = useMemo(() => Object.fromEntries(Object.values(settings.data ?? {}).flat().map((i) => [i.key, i.value])), [settings.data])
  useEffect(() => form.setFieldsValue(initial), [form, initial])
  const canSave = mayCall(me, adminSystem.saveSettings)
  // An add-on's screen that is off links here with `?tab=addons`.
  const [params] = useSearchParams()

  const save = async () => {
    const values = await form.validateFields()
    // Only what changed is sent; a private key left as its mask stays as it is.
    const changed = Object.fromEntries(Object.entries(values).filter(([k, v]) => v !== undefined && v !== initial[k]))
    if (!Object.keys(changed).length) {
      void message.info('没有修改')
      return
    }
    await call(adminSystem.saveSettings, { body: { config: changed } })
    void message.success('已保存，学员端即时生效')
    await queries.invalidateQueries({ queryKey: [adminSystem.settings.method, adminSystem.settings.path] })
  }

  const groups = Object.entries(settings.data ?? {})
  return (
    <Card title="系统配置" loading={settings.isLoading} extra={canSave && <Button type="primary" onClick={() => save().catch(() => undefined)}>保存</Button>}>
      <Form form={form} layout="vertical" disabled={!canSave} style={{ maxWidth: 720 }}>
        <Tabs
          defaultActiveKey={params.get('tab') ?? undefined}
          items={[
            ...groups.map(([group, items]) => ({ key: group, label: group, forceRender: true, children: items.map((item) => <SettingField key={item.key} item={item} />) })),
            ...(mayCall(me, adminSystem.addons) ? [{ key: 'addons', label: '插件', children: <AddonsTab canSwitch={mayCall(me, adminSystem.switchAddon)} /> }] : [])
          ]}
        />
      </Form>
    </Card>
  )
}
