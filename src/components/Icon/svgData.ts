const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** Base64 of an ASCII string: the mini-program has no `btoa`, and its `image` wants SVG as base64. */
function base64(s: string): string {
  let out = ''
  for (let i = 0; i < s.length; i += 3) {
    const n = (s.charCodeAt(i) << 16) | ((s.charCodeAt(i + 1) || 0) << 8) | (s.charCodeAt(i + 2) || 0)
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63] + (i + 1 < s.length ? B64[(n >> 6) & 63] : '=') + (i + 2 < s.length ? B64[n & 63] : '=')
  }
  return out
}

/** An SVG document (ASCII) as the data URI every WeChat base library and browser draws in an image. */
export const svgDataUri = (svg: string): string => `data:image/svg+xml;base64,${base64(svg)}`
