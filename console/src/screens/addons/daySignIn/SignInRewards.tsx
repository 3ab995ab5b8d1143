/**
 * 签到奖励: the points of each day of a streak's cycle, as learners see them on the sign-in page; past the
 * last day the cycle starts again (the last day is usually the cycle's bonus).
 */
import { List } from '@refinedev/antd'
import { Alert, Button, Form, InputNumber, Space, Spin, message } from 'antd'
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons'
import { adminDaySignIn } from '../../../../../types/endpoints/admin/addons/daySignIn'
import { SIGN_IN_LIMITS } from '../../../../../types/admin/signInRules'
import { mayCall, type Me } from '../../../access'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { useMe } from '../../../layout/useMe'
import { useSaving } from '../../../forms/useSaving'
import { wholeNumber } from '../../../forms/rules'

export default function SignInRewards() {
  return <SignInRewardsView me={useMe().data} />
}

/** The screen for an administrator (tests give their own). */
export function SignInRewardsView({ me }: { me: Me | undefined }) {
  const rules = useCall(adminDaySignIn.rewards, {})
  const mayEdit = mayCall(me, adminDaySignIn.updateRewards)
  return (
    <List title="签到奖励" breadcrumb={false}>
      <Alert type="info" showIcon style={{ marginBottom: 16, maxWidth: 560 }} message={`学员连续签到第几天得多少积分；超过最后一天后从第1天重新开始。周期最多${SIGN_IN_LIMITS.maxDays}天，最后一天通常设为周期奖励。`} />
      {rules.data ? <RewardsForm rewards={rules.data.rewards} mayEdit={mayEdit} onSaved={() => void rules.refetch()} /> : <Spin />}
    </List>
  )
}

function RewardsForm({ rewards, mayEdit, onSaved }: { rewards: number[]; mayEdit: boolean; onSaved: () => void }) {
  const [form] = Form.useForm<{ rewards: number[] }>()
  const { saving, save: persist } = useSaving()
  const save = async () => {
    const body = { rewards: (await form.validateFields()).rewards.map(Number) }
    if (await persist(() => call(adminDaySignIn.updateRewards, { body }))) {
      void message.success('签到奖励已保存')
      onSaved()
    }
  }
  return (
    <Form form={form} layout="horizontal" initialValues={{ rewards }} disabled={!mayEdit} style={{ maxWidth: 420 }}>
      <Form.List name="rewards">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f, i) => (
              <Form.Item key={f.key} label={`第${i + 1}天`} required>
                <Space>
                  <Form.Item name={f.name} noStyle rules={[{ required: true, message: `请填写第${i + 1}天的积分` }, wholeNumber(`第${i + 1}天的积分`, 1, SIGN_IN_LIMITS.maxReward)]}>
                    <InputNumber precision={0} aria-label={`第${i + 1}天积分`} />
                  </Form.Item>
                  积分
                  {mayEdit && fields.length > 1 && i === fields.length - 1 && <MinusCircleOutlined aria-label="删除最后一天" onClick={() => remove(f.name)} />}
                </Space>
              </Form.Item>
            ))}
            {mayEdit && (
              <Space>
                <Button icon={<PlusOutlined />} disabled={fields.length >= SIGN_IN_LIMITS.maxDays} onClick={() => add(fields.length ? form.getFieldValue(['rewards', fields.length - 1]) : 5)}>
                  增加一天
                </Button>
                <Button type="primary" loading={saving} onClick={() => void save().catch(() => undefined)}>
                  保存
                </Button>
              </Space>
            )}
          </>
        )}
      </Form.List>
    </Form>
  )
}
