// What Taro's H5 router and API package use of `query-string` (3 KB gzip in the first load): `parse(search)`
// and `parse(search, { decode: false })` with the default options, and `stringify` in chooseLocation, which
// the app never calls. Same results as query-string 9 for those calls (tests/unit/queryStringShim.test.ts):
// keys sorted into a prototype-less object, `+` read as a space when decoding, a key without `=` is null,
// a repeated key becomes an array, malformed escapes are kept as written.

function tryDecode(text) {
  try {
    return decodeURIComponent(text)
  } catch (_) {
    return undefined
  }
}

// Malformed input keeps what cannot be decoded: in each run of escapes, the longest decodable sequences
// from the left are decoded and the rest kept as written (as decode-uri-component does).
function decodeRun(run) {
  const escapes = run.match(/%[0-9a-f]{2}/gi)
  let out = ''
  for (let i = 0; i < escapes.length; ) {
    let j = escapes.length
    let text
    while (j > i && (text = tryDecode(escapes.slice(i, j).join(''))) === undefined) j--
    if (j > i) {
      out += text
      i = j
    } else {
      out += escapes[i++]
    }
  }
  return out
}

function decodeComponent(text) {
  const whole = tryDecode(text)
  return whole !== undefined ? whole : text.replace(/(%[0-9a-f]{2})+/gi, decodeRun)
}

export function parse(query, options) {
  const decode = !options || options.decode !== false
  const found = Object.create(null)
  if (typeof query !== 'string') return found
  const params = query.trim().replace(/^[?#&]/, '').split('&')
  for (const param of params) {
    if (!param) continue
    const text = decode ? param.replace(/\+/g, ' ') : param
    const eq = text.indexOf('=')
    const rawKey = eq === -1 ? text : text.slice(0, eq)
    const key = decode ? decodeComponent(rawKey) : rawKey
    const value = eq === -1 ? null : decode ? decodeComponent(text.slice(eq + 1)) : text.slice(eq + 1)
    if (!(key in found)) found[key] = value
    else found[key] = [].concat(found[key], value)
  }
  const sorted = Object.create(null)
  for (const key of Object.keys(found).sort()) sorted[key] = found[key]
  return sorted
}

const strictEncode = (text) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase())

export function stringify(object, options) {
  if (!object) return ''
  const skipNull = options && options.skipNull
  return Object.keys(object)
    .sort()
    .filter((key) => object[key] !== undefined && !(skipNull && object[key] === null))
    .map((key) => {
      const value = object[key]
      if (value === null) return strictEncode(key)
      const text = Array.isArray(value) ? value.filter((v) => v != null).map(strictEncode).join(',') : strictEncode(value)
      return strictEncode(key) + '=' + text
    })
    .join('&')
}

export default { parse, stringify }
