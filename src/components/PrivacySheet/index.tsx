import { View, Text } from '@tarojs/components'
import Button from '../Button'
import { answerPrivacy, PRIVACY_AGREE_BUTTON_ID, usePrivacyRequest } from '../../core/privacy'
import './index.scss'

/**
 * The app's own privacy sheet (core/privacy): shown over the page the learner is on when a privacy-scoped
 * call waits for consent. Agreeing must be a tap on WeChat's `agreePrivacyAuthorization` button; the page
 * underneath is never touched, so declining leaves everything as it was. Nothing is shown on H5.
 */
export default function PrivacySheet() {
  const request = usePrivacyRequest((s) => s.request)
  if (!request) return null
  return (
    <View className='privacy-sheet' role='dialog' aria-modal='true' aria-label='隐私保护提示'>
      <View className='privacy-sheet__panel'>
        <Text className='privacy-sheet__title'>隐私保护提示</Text>
        <Text className='privacy-sheet__text'>{`为了${request.purpose}，需要你先阅读并同意${request.contractName}。`}</Text>
        <Text className='privacy-sheet__text'>
          我们只在你使用对应功能时处理这些信息：提问、回答和头像选择的图片，保存到相册的证书与海报，积分商城的收货地址，登录和绑定用的手机号。不用于其他目的，也不会提供给第三方。
        </Text>
        <Text className='privacy-sheet__link' onClick={request.openContract}>
          {`查看完整${request.contractName}`}
        </Text>
        <View className='privacy-sheet__actions'>
          <Button kind='ghost' className='privacy-sheet__btn' onClick={() => answerPrivacy({ event: 'disagree' })}>
            拒绝
          </Button>
          <Button kind='primary'
            id={PRIVACY_AGREE_BUTTON_ID}
            className='privacy-sheet__btn'
            openType='agreePrivacyAuthorization'
            onAgreePrivacyAuthorization={() => answerPrivacy({ event: 'agree', buttonId: PRIVACY_AGREE_BUTTON_ID })}
          >
            同意并继续
          </Button>
        </View>
      </View>
    </View>
  )
}
