/** H5: the browser downloads the file. Interface: SaveImageCapability (platform/types.ts). */
export async function saveImage(_url: string, urlWithToken: string, _token: string, fileName: string): Promise<boolean> {
  const a = document.createElement('a')
  a.href = urlWithToken
  a.download = fileName
  a.rel = 'noopener'
  document.body.appendChild(a)
  a.click()
  a.remove()
  return true
}
