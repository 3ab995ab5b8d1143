import { View } from '@tarojs/components'
import ResultView from '../../components/ResultView'
import { Skeleton } from '../../components/PageStatus'
import { useAsync } from '../../hooks/useAsync'
import { queryFaceVerify } from '../../features/member/api'
import { beginFaceVerify, loadMember } from '../../features/auth/flows'
import { readString, remove } from '../../core/storage'
import { go } from '../../core/navigation'
import { routes } from '../../routes'
import { definePage } from '../../components/PageShell'

const FACE_VERIFIED = 9

/** Return page of real-name face verification: asks the server for the result (never trusts the URL). */
function FaceSuccessPage() {
  const bizToken = readString('faceBizToken')
  const ruleId = readString('faceRuleId')
  const result = useAsync(async () => {
    if (!bizToken || !ruleId) return null
    const { status } = await queryFaceVerify(bizToken, ruleId)
    if (status === FACE_VERIFIED) {
      remove('faceBizToken')
      remove('faceRuleId')
      await loadMember().catch(() => undefined)
    }
    return status
  }, [bizToken, ruleId])

  if (result.status === 'loading') {
    return (
      <View aria-label='查询认证结果'>
        <Skeleton rows={3} avatar />
      </View>
    )
  }
  if (result.status === 'error') {
    return (
      <ResultView
        tone='fail'
        title='查询认证结果失败'
        description={result.error?.message}
        actions={[{ text: '重试', primary: true, onClick: () => result.reload() }]}
      />
    )
  }
  if (result.data === null) {
    return (
      <ResultView
        tone='info'
        title='未找到认证记录'
        description='请从个人中心重新发起实名认证'
        actions={[{ text: '返回我的', primary: true, onClick: () => go(routes.member) }]}
      />
    )
  }
  if (result.data === FACE_VERIFIED) {
    return (
      <ResultView
        tone='success'
        title='实名认证成功'
        actions={[{ text: '继续学习', primary: true, onClick: () => go(routes.home) }]}
      />
    )
  }
  return (
    <ResultView
      tone='fail'
      title='实名认证未通过'
      description='请确认是本人操作，并在光线充足的环境下重试'
      actions={[
        { text: '重新认证', primary: true, onClick: () => beginFaceVerify() },
        { text: '返回我的', onClick: () => go(routes.member) }
      ]}
    />
  )
}

export default definePage(routes.faceSuccess, FaceSuccessPage)
