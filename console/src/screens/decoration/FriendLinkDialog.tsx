/** A friendly link's name, address and place, in a dialog (MeEdu's LinkRequest). */
import type { Static } from 'typebox'
import { Form, Input, InputNumber, Modal } from 'antd'
import { adminDecoration } from '../../../../types/endpoints/admin/decoration'
import type { FriendLink, FriendLinkBody } from '../../../../types/contract/admin/decoration'
import { call } from '../../api/request'
import { blockLink } from '../../forms/blockRules'
import { maxLength, required, wholeNumber } from '../../forms/rules'
import { useSaving } from '../../forms/useSaving'

type Body = Static<typeof FriendLinkBody>

const linkBody = (v: Body): Body => ({ name: v.name.trim(), url: (v.url ?? '').trim(), sort: v.sort ?? 0 })

export function FriendLinkDialog({ link, onClose }: { link: FriendLink | null; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<Body>()
  const { saving, save: persist } = useSaving()
  const save = async () => {
    const body = linkBody(await form.validateFields())
    if (await persist(() => (link ? call(adminDecoration.updateLink, { params: { id: link.id }, body }) : call(adminDecoration.createLink, { body })))) onClose(true)
  }
  return (
    <Modal open title={link ? '编辑友情链接' : '添加友情链接'} okText="保存" cancelText="取消" confirmLoading={saving} onOk={() => void save().catch(() => undefined)} onCancel={() => onClose(false)} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={link ?? { sort: 0 }}>
        <Form.Item name="name" label="链接名" rules={[required('链接名'), maxLength('链接名', 30)]}>
          <Input placeholder="如：市音乐家协会" />
        </Form.Item>
        <Form.Item name="url" label="链接地址" rules={[blockLink, maxLength('链接地址', 500)]} normalize={(v?: string) => v?.trim()}>
          <Input placeholder="https://" />
        </Form.Item>
        <Form.Item name="sort" label="排序" rules={[wholeNumber('排序', 0, 100000)]} extra="数字越小越靠前">
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
