/** 批量生成: N single-use codes from a prefix, with a face value and an expiry (MeEdu's promoCode/generator). */
import { useState } from 'react'
import { Button, DatePicker, Form, Input, InputNumber, Modal, message } from 'antd'
import type { Dayjs } from 'dayjs'
import { beijingNow } from '../../beijing'
import { useInvalidate } from '@refinedev/core'
import { adminPromoCodes } from '../../../../types/endpoints/admin/promoCodes'
import { call } from '../../api/request'
import { required } from '../../forms/rules'
import { promoPrefix, wholeBetween } from '../../forms/promoCodeRules'

interface Batch {
  prefix: string
  num: number
  money: number
  expired_at: Dayjs
}

export function GenerateDialog() {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [form] = Form.useForm<Batch>()
  const invalidate = useInvalidate()
  const generate = async (b: Batch) => {
    setBusy(true)
    try {
      await call(adminPromoCodes.generatePromoCodes, { body: { prefix: b.prefix, num: b.num, money: b.money, expired_at: b.expired_at.format('YYYY-MM-DD 23:59:59') } })
      void message.success(`已生成${b.num}个优惠码`)
      setOpen(false)
      form.resetFields()
      await invalidate({ resource: 'promo_code', invalidates: ['list'] })
    } catch {
      // request.ts has shown the server's reason; the dialog stays open to correct it.
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        批量生成
      </Button>
      <Modal title="批量生成优惠码" open={open} okText="生成" cancelText="取消" confirmLoading={busy} onOk={() => form.submit()} onCancel={() => setOpen(false)} forceRender>
        <Form form={form} layout="vertical" onFinish={(b) => void generate(b)} initialValues={{ num: 10, expired_at: beijingNow().add(1, 'month') }}>
          <Form.Item name="prefix" label="优惠码前缀" rules={[required('优惠码前缀'), { max: 12, message: '优惠码前缀不能超过12个字符' }, promoPrefix]} extra="生成的优惠码为前缀加随机字符，每个只能使用一次">
            <Input placeholder="如 SPRING" />
          </Form.Item>
          <Form.Item name="num" label="生成数量" rules={[wholeBetween('生成数量', 1, 1000)]}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="money" label="面值（元）" rules={[wholeBetween('面值', 1, 100000)]}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="expired_at" label="过期日期" rules={[{ required: true, message: '请选择过期日期' }]}>
            <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isBefore(beijingNow(), 'day')} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}
