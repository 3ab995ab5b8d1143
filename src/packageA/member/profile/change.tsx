import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Button from '../../../components/Button'
import { useSession } from '../../../core/session'
import { readString } from '../../../core/storage'
import { beginFaceVerify } from '../../../features/auth/flows'
import { queryFaceVerify } from '../../../features/member/api'
import { Cell, CellGroup } from '../../../components/Cells'
import { useAsync } from '../../../hooks/useAsync'
import { definePage } from '../../../components/PageShell'
import { Skeleton } from '../../../components/PageStatus'
import { routes } from '../../../routes'
import '../../../components/Cells/index.scss'

const FACE_FAILED = 5

/**
 * 实名认证 (SPEC section 3): the status; when not verified, why and how (face verification with the
 * provider), and after a failed attempt a retry. The provider returns to webview/faceSuccess, which asks
 * the server for the result.
 */
function RealNamePage() {
  const user = useSession((s) => s.user)
  const [starting, setStarting] = useState(false)
  // A previous attempt on this device: was it refused?
  const last = useAsync(async () => {
    const biz = readString('faceBizToken')
    const rule = readString('faceRuleId')
    if (!biz || !rule || user?.is_face_verify) return null
    return (await queryFaceVerify(biz, rule).catch(() => null))?.status ?? null
  }, [user?.is_face_verify])

  if (!user) return <Skeleton rows={3} />
  if (user.is_face_verify) {
    return (
      <View className='real-name member-form'>
        <CellGroup title='实名认证'>
          <Cell label='状态' value='已认证' />
          {user.profile_real_name && <Cell label='姓名' value={user.profile_real_name} />}
          {user.profile_id_number && <Cell label='身份证号' value={user.profile_id_number} />}
        </CellGroup>
        <Text className='member-form__note'>你已完成实名认证，信息仅用于核验身份，不会公开展示。</Text>
      </View>
    )
  }
  const start = async () => {
    setStarting(true)
    await beginFaceVerify()
    setStarting(false)
  }
  return (
    <View className='real-name member-form'>
      <CellGroup title='实名认证'>
        <Cell label='状态' value={last.data === FACE_FAILED ? '上次认证未通过' : '未认证'} />
      </CellGroup>
      <Text className='member-form__note'>
        根据相关规定，部分课程需要完成实名认证后学习。认证通过人脸核验完成：请准备好本人身份证，在光线充足处按提示操作，认证结果会在完成后显示。
      </Text>
      <Button kind='primary' className='member-form__submit' loading={starting} disabled={starting} onClick={start}>
        {last.data === FACE_FAILED ? '重新认证' : '开始认证'}
      </Button>
    </View>
  )
}

export default definePage(routes.realName, RealNamePage)
