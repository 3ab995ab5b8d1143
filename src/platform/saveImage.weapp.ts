import Taro from '@tarojs/taro'
import { isPrivacyRefusal } from '../core/privacy'
import { toast } from '../core/toast'
import { confirm } from '../components/Dialog'

/**
 * weapp: save to the album. The album permission is asked for by the first save; once the learner has
 * refused it, WeChat no longer asks, so we explain and offer the settings page. Interface:
 * SaveImageCapability (platform/types.ts).
 */
async function toAlbum(filePath: string, what: string): Promise<boolean> {
  try {
    await Taro.saveImageToPhotosAlbum({ filePath })
    return true
  } catch (e) {
    // Declining the privacy guide is not a refused album permission: the privacy sheet has said why.
    if (isPrivacyRefusal(e)) return false
    const msg = String((e as { errMsg?: string })?.errMsg ?? '')
    if (/auth|deny|denied/i.test(msg)) {
      if (await confirm({ title: '需要相册权限', content: `保存${what}需要允许访问你的相册，去设置里打开吗？`, confirmText: '去设置' })) await Taro.openSetting().catch(() => undefined)
    }
    return false
  }
}

/** Downloads with the bearer header, then saves to the album. */
export async function saveImage(url: string, _urlWithToken: string, token: string, _fileName: string): Promise<boolean> {
  const file = await Taro.downloadFile({ url, header: { Authorization: `Bearer ${token}` } }).catch(() => null)
  if (!file || file.statusCode !== 200) {
    toast('图片下载失败，请稍后重试')
    return false
  }
  return toAlbum(file.tempFilePath, '证书')
}

export async function saveLocalImage(image: string, _fileName: string, what: string): Promise<boolean> {
  return toAlbum(image, what)
}
