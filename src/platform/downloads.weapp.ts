import Taro from '@tarojs/taro'
import type { StoredFile } from './types'

/**
 * weapp downloads: files saved with the file system manager. WeChat keeps at most 200 MB of
 * saved files per mini-program; a download that would pass it is refused before it is saved (the temp
 * file is left to WeChat, which drops it), with what is used. Interface: DownloadsCapability.
 */
const MB = 1024 * 1024
const LIMIT = 200 * MB

export const downloadLimit: number | null = LIMIT

/** One file system manager call as a promise (its methods take callbacks). */
function fsCall<T>(call: (fs: Taro.FileSystemManager, done: { success(r: T): void; fail(e: unknown): void }) => void): Promise<T> {
  return new Promise((resolve, reject) => call(Taro.getFileSystemManager(), { success: resolve, fail: reject }))
}

const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`

/** What the saved files of this mini-program take: the total WeChat's limit counts. */
async function savedBytes(): Promise<number> {
  const { fileList } = await fsCall<{ fileList: { size: number }[] }>((fs, done) => fs.getSavedFileList(done))
  return fileList.reduce((sum, f) => sum + f.size, 0)
}

export async function storeDownload(_key: string, url: string): Promise<StoredFile> {
  const temp = await Taro.downloadFile({ url }).catch(() => null)
  if (!temp || temp.statusCode !== 200) throw new Error('下载失败，请检查网络后重试')
  const { size } = await fsCall<{ size: number }>((fs, done) => fs.getFileInfo({ filePath: temp.tempFilePath, ...done }))
  const used = await savedBytes()
  if (used + size > LIMIT) {
    throw new Error(`超出微信 200 MB 的本地存储上限（已用 ${megabytes(used)}，本次 ${megabytes(size)}），请先在“我的下载”中删除一些`)
  }
  const { savedFilePath } = await fsCall<{ savedFilePath: string }>((fs, done) => fs.saveFile({ tempFilePath: temp.tempFilePath, ...done }))
  return { local: savedFilePath, size }
}

export async function playableUrl(local: string): Promise<string> {
  return local
}

export async function deleteDownloads(locals: string[]): Promise<void> {
  await Promise.all(locals.map((filePath) => fsCall((fs, done) => fs.removeSavedFile({ filePath, ...done })).catch(() => undefined)))
}
