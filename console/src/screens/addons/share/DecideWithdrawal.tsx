/**
 * 通过 / 驳回 a withdrawal: a dialog that names the member, the amount and where the money goes, and asks
 * for the payout reference (通过) or the reason (驳回). The server decides once; a request decided
 * meanwhile is refused with its message, and the list is read again either way.
 */
import { useState } from 'react'
import { Button, Form, Input, Modal, Typography, message } from 'antd'
import { useQueryClient } from '@tanstack/react-query'
import type { AdminWithdrawal } from '../../../../../types/contract/admin/addons/multiLevelShare'
import { adminShare } from '../../../../../types/endpoints/admin/addons/multiLevelShare'
import { call } from '../../../api/request'
import { CHANNEL_TEXT, memberName } from './shareText'

const KINDS = {
  approve: { button: '通过', title: '通过提现（已打款）', ok: '确认已打款', field: 'payout_ref', label: '打款流水号', max: 64, done: '已通过，学员可在资金明细中看到打款流水号' },
  reject: { button: '驳回', title: '驳回提现', ok: '确认驳回', field: 'reason', label: '驳回原因', max: 200, done: '已驳回，金额已退回学员的推广余额' }
} as const

export type Decision = keyof typeof KINDS

/** The field's rules: required once trimmed, at most `max` characters (the server's own limits). */
const decisionRules = (kind: Decision) => {
  const k = KINDS[kind]
  return [
    {
      validator: async (_: unknown, v?: string) => {
        const text = v?.trim() ?? ''
        if (!text) throw new Error(`请填写${k.label}`)
        if (text.length > k.max) throw new Error(`${k.label}不能超过${k.max}个字符`)
      }
    }
  ]
}

export function DecideWithdrawal({ kind, w }: { kind: Decision; w: AdminWithdrawal }) {
  const k = KINDS[kind]
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [form] = Form.useForm<Record<string, string>>()
  const client = useQueryClient()
  const submit = async () => {
    // A refused field shows its message under it; nothing is sent.
    const values = await form.validateFields().catch(() => null)
    if (!values) return
    const text = values[k.field].trim()
    setBusy(true)
    try {
      const entry = kind === 'approve' ? adminShare.approveWithdrawal : adminShare.rejectWithdrawal
      await call(entry, { params: { id: w.id }, body: (kind === 'approve' ? { payout_ref: text } : { reason: text }) as never })
      void message.success(k.done)
    } catch {
      // request.ts showed the refusal (decided meanwhile); the list is read again below.
    } finally {
      setBusy(false)
      setOpen(false)
      await client.invalidateQueries({ queryKey: ['GET', adminShare.withdrawals.path] })
    }
  }
  return (
    <>
      <Button type="link" size="small" danger={kind === 'reject'} style={{ padding: 0 }} onClick={() => setOpen(true)}>
        {k.button}
      </Button>
      <Modal title={k.title} open={open} okText={k.ok} cancelText="取消" okButtonProps={{ danger: kind === 'reject' }} confirmLoading={busy} onOk={() => void submit()} onCancel={() => setOpen(false)} destroyOnHidden>
        <Typography.Paragraph>
          学员「{memberName(w)}」申请提现 <Typography.Text strong>¥{w.amount.toFixed(2)}</Typography.Text> 到{CHANNEL_TEXT[w.channel] ?? w.channel}（{w.channel_name}，{w.channel_account}）。
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">{kind === 'approve' ? '请先完成打款，再填写打款流水号。通过后冻结金额将扣除，此操作不可撤销。' : '驳回后冻结金额将退回学员的推广余额，学员会看到驳回原因。此操作不可撤销。'}</Typography.Paragraph>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name={k.field} label={k.label} rules={decisionRules(kind)}>
            {kind === 'approve' ? <Input placeholder="如银行转账流水号" /> : <Input.TextArea rows={3} placeholder="学员将看到此原因" />}
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}
