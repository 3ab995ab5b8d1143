/** H5: the browser downloads the file. Interface: SaveImageCapability (platform/types.ts). */
function download(href: string, fileName: string): boolean {
  const a = document.createElement('a')
  a.href = href
  a.download = fileName
  a.rel = 'noopener'
  document.body.appendChild(a)
  a.click()
  a.remove()
  return true
}

export async function saveImage(_url: string, urlWithToken: string, _token: string, fileName: string): Promise<boolean> {
  return download(urlWithToken, fileName)
}

export async function saveLocalImage(image: string, fileName: string, _what: string): Promise<boolean> {
  return download(image, fileName)
}
