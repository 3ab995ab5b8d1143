/**
 * 推广规则: the goods whose paid orders earn the inviter a reward, each with its price, reward and the
 * reward as a percentage of the price; the percentage edited (0 stops promoting the goods).
 */
import { useState } from 'react'
import { List } from '@refinedev/antd'
import { Button, Form, InputNumber, Modal, Table, Typography, message } from 'antd'
import { useQueryClient } from '@tanstack/react-query'
import type { ShareRule } from '../../../../../types/contract/admin/addons/multiLevelShare'
import { adminShare } from '../../../../../types/endpoints/admin/addons/multiLevelShare'
import { mayCall, type Me } from '../../../access'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { useMe } from '../../../layout/useMe'

const GOODS_TYPE: Record<string, string> = { vod: '录播课', book: '电子书', role: 'VIP' }

/** 0-100 with at most two decimals, as the server takes it. */
const RATE_RULES = [
  { required: true, message: '请填写奖励比例' },
  {
    validator: async (_: unknown, v?: number | null) => {
      if (v === undefined || v === null) return
      if (v < 0 || v > 100) throw new Error('奖励比例须在0-100之间')
      if (Math.round(v * 100) !== v * 100) throw new Error('奖励比例最多两位小数')
    }
  }
]

export default function ShareRuleList() {
  return <ShareRuleListView me={useMe().data} />
}

export function ShareRuleListView({ me }: { me: Me | undefined }) {
  const list = useCall(adminShare.rules, {})
  const [editing, setEditing] = useState<ShareRule | null>(null)
  const [busy, setBusy] = useState(false)
  const [form] = Form.useForm<{ rate: number }>()
  const client = useQueryClient()
  const save = async () => {
    if (!editing) return
    // A refused field shows its message under it; nothing is sent.
    const values = await form.validateFields().catch(() => null)
    if (!values) return
    const { rate } = values
    setBusy(true)
    try {
      await call(adminShare.updateRule, { params: { id: editing.id }, body: { rate } })
      void message.success(rate === 0 ? '已停止推广该商品' : '奖励比例已保存')
      setEditing(null)
    } catch {
      // request.ts showed the refusal; the dialog stays open to correct it.
    } finally {
      setBusy(false)
      await client.invalidateQueries({ queryKey: ['GET', adminShare.rules.path] })
    }
  }
  const rate = Form.useWatch('rate', form)
  return (
    <List title="推广规则" breadcrumb={false}>
      <Typography.Paragraph type="secondary">被邀请的学员购买下列商品并支付成功后，邀请人获得对应奖励；订单退款时奖励扣回。</Typography.Paragraph>
      <Table<ShareRule> rowKey="id" loading={list.isLoading} dataSource={list.data?.data.data ?? []} locale={{ emptyText: '暂无可推广商品' }} pagination={false}>
        <Table.Column<ShareRule> title="类型" width={90} render={(_, r) => GOODS_TYPE[r.goods_type] ?? r.goods_type} />
        <Table.Column<ShareRule> title="商品" dataIndex="goods_title" />
        <Table.Column<ShareRule> title="价格" width={100} render={(_, r) => `¥${r.charge}`} />
        <Table.Column<ShareRule> title="奖励" width={100} render={(_, r) => `¥${r.reward.toFixed(2)}`} />
        <Table.Column<ShareRule> title="奖励比例" width={100} render={(_, r) => `${r.rate}%`} />
        {mayCall(me, adminShare.updateRule) && (
          <Table.Column<ShareRule>
            title="操作"
            width={80}
            render={(_, r) => (
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => { form.setFieldsValue({ rate: r.rate }); setEditing(r) }}>
                编辑
              </Button>
            )}
          />
        )}
      </Table>
      <Modal title={`奖励比例：${editing?.goods_title ?? ''}`} open={!!editing} okText="保存" cancelText="取消" confirmLoading={busy} onOk={() => void save()} onCancel={() => setEditing(null)} forceRender>
        <Form form={form} layout="vertical">
          <Form.Item name="rate" label="奖励比例（%）" rules={RATE_RULES} extra={editing && typeof rate === 'number' && rate >= 0 && rate <= 100 ? (rate === 0 ? '0 表示不再推广该商品' : `按现价 ¥${editing.charge}，每单奖励约 ¥${((editing.charge * rate) / 100).toFixed(2)}`) : undefined}>
            <InputNumber style={{ width: 160 }} suffix="%" aria-label="奖励比例" />
          </Form.Item>
        </Form>
      </Modal>
    </List>
  )
}
