import Taro from '@tarojs/taro'
import { askPrivacyConsent, privacyPurpose, usePrivacyRequest } from '../core/privacy'
import PrivacySheet from '../components/PrivacySheet'

/**
 * weapp: WeChat asks before any privacy-scoped API or component runs while the learner has not agreed to
 * the mini-program's privacy guide (`__usePrivacyCheck__` in app.json). One listener for the whole app
 * opens the app's own sheet (components/PrivacySheet); the waiting call continues on agree and fails on
 * decline. Interface: PrivacyCapability.
 */
const GUIDE = '《隐私保护指引》'

export function installPrivacyFlow(): void {
  // Base libraries before 2.32.3 have no privacy check at all.
  if (typeof Taro.onNeedPrivacyAuthorization !== 'function') return
  usePrivacyRequest.setState({ Sheet: PrivacySheet })
  Taro.onNeedPrivacyAuthorization((resolve, eventInfo) => {
    const open = (contractName: string) => {
      askPrivacyConsent({
        purpose: privacyPurpose(eventInfo?.referrer),
        contractName,
        openContract: () => Taro.openPrivacyContract({}),
        resolve: (answer) => resolve(answer)
      })
      // Tells WeChat the learner has been shown the request.
      resolve({ event: 'exposureAuthorization' })
    }
    // Not promisified by Taro: callbacks.
    Taro.getPrivacySetting({
      success: (s) => open(s.privacyContractName || GUIDE),
      fail: () => open(GUIDE)
    })
  })
}
