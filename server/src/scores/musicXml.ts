/**
 * An uploaded MusicXML score read as text: plain (.musicxml, .xml) or compressed (.mxl, a zip whose
 * META-INF/container.xml names the score). The XML is checked by a real parser (saxes) before Verovio sees it,
 * since Verovio reads a broken file as an empty score without saying where: a broken file is refused with its
 * line and the reason in Chinese (第 12 行：标签未闭合 measure).
 */
import JSZip from 'jszip'
import { SaxesParser } from 'saxes'
import { fail } from '../http/envelope'

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04])
const ROOTS = ['score-partwise', 'score-timewise']

/** saxes's reasons (English, without their position) in Chinese. */
function reasonOf(message: string): string {
  const what = /^\d+:\d+: (.*?)\.?$/.exec(message)?.[1] ?? message
  const named = /^(unclosed tag|unmatched closing tag|duplicate attribute): (.+)$/.exec(what)
  if (named?.[1] === 'unclosed tag') return `标签未闭合 ${named[2]}`
  if (named?.[1] === 'unmatched closing tag') return `多余的结束标签 ${named[2]}`
  if (named?.[1] === 'duplicate attribute') return `属性重复 ${named[2]}`
  if (what === 'unexpected close tag') return '结束标签与开始标签不匹配'
  if (what === 'unquoted attribute value') return '属性值缺少引号'
  if (what === 'text data outside of root node') return '根元素之外有文字'
  if (what === 'document must contain a root element') return '文件中没有 XML 内容'
  if (what === 'documents may contain only one root') return '只能有一个根元素'
  if (what === 'undefined entity') return '未定义的实体引用（& 须写成 &amp;）'
  return `XML 格式错误（${what}）`
}

/** The first problem of `xml` as 「第 N 行：原因」 and its root element's name. */
function checkXml(xml: string): { problem: string | null; root: string | null } {
  const parser = new SaxesParser({ position: true })
  // Open tags with the line each opened on: an unclosed one is reported where it opened, not at the file's end.
  const open: { name: string; line: number }[] = []
  // A close tag naming an outer element closes the inner ones first, then says 'unexpected close tag' where
  // it stands: the inner one just closed is the one left open.
  let closed: { name: string; line: number; at: number } | undefined
  let root: string | null = null
  let problem: string | null = null
  parser.on('opentag', (tag) => {
    root ??= tag.name
    if (!tag.isSelfClosing) open.push({ name: tag.name, line: parser.line })
  })
  parser.on('closetag', (tag) => {
    const was = tag.isSelfClosing ? undefined : open.pop()
    closed = was && { ...was, at: parser.position }
  })
  parser.on('error', (e) => {
    if (problem) return
    if (/unexpected close tag/.test(e.message) && closed?.at === parser.position) {
      problem = `第 ${closed.line} 行：标签未闭合 ${closed.name}`
      return
    }
    const unclosed = /unclosed tag: (.+)$/.exec(e.message)
    const line = unclosed ? ([...open].reverse().find((t) => t.name === unclosed[1])?.line ?? parser.line) : parser.line
    problem = `第 ${line} 行：${reasonOf(e.message)}`
  })
  parser.write(xml).close()
  return { problem, root }
}

/** The score file inside an .mxl: the container's first rootfile, else its only .musicxml/.xml outside META-INF. */
async function unzipScore(bytes: Buffer): Promise<string> {
  let zip: JSZip
  try {
    zip = await JSZip.loadAsync(bytes)
  } catch {
    throw fail('.mxl 压缩包无法打开，请重新导出')
  }
  const container = await zip.file('META-INF/container.xml')?.async('string')
  const named = container && /<rootfile\b[^>]*\bfull-path="([^"]+)"/.exec(container)?.[1]
  const file = (named && zip.file(named)) || zip.file(/^(?!META-INF\/).*\.(musicxml|xml)$/i)[0]
  if (!file) throw fail('.mxl 压缩包中没有找到乐谱文件')
  return file.async('string')
}

/** The MusicXML text of an upload, or a Chinese refusal saying what is wrong and where. */
export async function musicXmlOf(bytes: Buffer): Promise<string> {
  const text = bytes.subarray(0, 4).equals(ZIP_MAGIC) ? await unzipScore(bytes) : bytes.toString('utf8')
  const xml = text.replace(/^\uFEFF/, '')
  const { problem, root } = checkXml(xml)
  if (problem) throw fail(`乐谱文件格式错误，${problem}`)
  if (!root || !ROOTS.includes(root)) throw fail(`不是 MusicXML 乐谱（根元素是 ${root}，应为 score-partwise）`)
  return xml
}
