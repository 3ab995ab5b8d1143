import Taro from '@tarojs/taro'
import type { Endpoint, ResponseOf } from '~types/endpoints/endpoint'
import { runtimeConfig } from './runtimeConfig'
import { currentToken } from './session'
import { ApiError, failure, headers, Messages, toResult, urlOf } from './request'

// Beside core/request, not in it: an upload brings Taro's uploadFile, which no first page needs.

/** What goes with an uploaded file: form fields, the file's name (H5 sends a blob), a longer timeout for big files. */
export interface UploadExtras {
  /** The entry's path parameters. */
  params?: object
  formData?: Record<string, string>
  fileName?: string
  timeoutMs?: number
}

/**
 * Uploads a local file (from chooseImage, or a recorded take) to entry `e` (its path parameters in
 * `extras.params`) as the multipart field `name`, e.g. the avatar. The answer goes through the same
 * envelope, 401 and toast rules as every call.
 */
export async function upload<E extends Endpoint>(e: E, filePath: string, name = 'file', extras: UploadExtras = {}): Promise<ResponseOf<E>> {
  Taro.showLoading({ title: '上传中...', mask: true })
  try {
    const res = await Taro.uploadFile({
      url: urlOf(e, extras.params),
      filePath,
      name,
      formData: extras.formData,
      fileName: extras.fileName,
      header: headers(currentToken()),
      timeout: extras.timeoutMs ?? runtimeConfig().requestTimeoutMs
    }).catch(() => {
      throw new ApiError('network', Messages.network)
    })
    return toResult<ResponseOf<E>>({ statusCode: res.statusCode, data: res.data })
  } catch (e) {
    throw failure(e, true)
  } finally {
    Taro.hideLoading()
  }
}
