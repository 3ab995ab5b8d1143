import Taro from '@tarojs/taro'

/**
 * weapp: a take waiting for upload is saved with the file system manager (WeChat drops temp files when the
 * mini-program closes); saved files count toward WeChat's 200 MB as the downloads do. Interface: TakeFilesCapability.
 */
export async function keepTakeFile(_clientId: string, path: string): Promise<string> {
  return new Promise((resolve, reject) =>
    Taro.getFileSystemManager().saveFile({
      tempFilePath: path,
      success: (r) => resolve(r.savedFilePath),
      fail: () => reject(new Error('手机存储空间不足，录音只能在本次打开时重试'))
    })
  )
}

export async function takeFileUrl(kept: string): Promise<string> {
  return kept
}

export async function deleteTakeFiles(kept: string[]): Promise<void> {
  const fs = Taro.getFileSystemManager()
  await Promise.all(kept.map((filePath) => new Promise<void>((done) => fs.removeSavedFile({ filePath, complete: () => done() }))))
}
