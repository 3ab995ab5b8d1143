/** 调整时长: add minutes (a gift, a correction) or take them (a lesson given), always with a reason. */
import { Form, Input, InputNumber, Modal, Radio, message } from 'antd'
import { adminTutorTime } from '../../../../../types/endpoints/admin/addons/tutorTime'
import type { TutorLearner } from '../../../../../types/contract/admin/addons/tutorTime'
import { TUTOR_LIMITS } from '../../../../../types/admin/tutorTime'
import { call } from '../../../api/request'
import { maxLength, required, wholeNumber } from '../../../forms/rules'
import { useSaving } from '../../../forms/useSaving'

interface Values {
  direction: 'add' | 'use'
  minutes: number
  remark: string
}

export function AdjustDialog({ learner, onClose }: { learner: TutorLearner; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<Values>()
  const { saving, save: persist } = useSaving()
  const save = async () => {
    const v = await form.validateFields()
    const body = { minutes: v.direction === 'use' ? -v.minutes : v.minutes, remark: v.remark.trim() }
    if (await persist(() => call(adminTutorTime.adjust, { params: { user_id: learner.user_id }, body }))) {
      void message.success('时长已调整')
      onClose(true)
    }
  }
  const name = learner.user?.nick_name ?? `学员${learner.user_id}`
  return (
    <Modal open title={`调整时长：${name}（剩余${learner.minutes}分钟）`} okText="确定" cancelText="取消" confirmLoading={saving} onOk={() => void save().catch(() => undefined)} onCancel={() => onClose(false)} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ direction: 'use' }}>
        <Form.Item name="direction" label="调整方式">
          <Radio.Group
            options={[
              { value: 'use', label: '扣减（上课）' },
              { value: 'add', label: '增加（赠送、更正）' }
            ]}
          />
        </Form.Item>
        <Form.Item name="minutes" label="分钟数" rules={[{ required: true, message: '请填写分钟数' }, wholeNumber('分钟数', 1, TUTOR_LIMITS.maxMinutes)]}>
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="remark" label="调整原因" rules={[required('调整原因'), maxLength('调整原因', TUTOR_LIMITS.maxRemark)]} extra="学员在时长记录中看到这条原因">
          <Input placeholder="如：一对一陪练：林雅老师 · 车尔尼599 第12条" />
        </Form.Item>
      </Form>
    </Modal>
  )
}
