/** One line of the studio's transfer instructions: a labelled value (户名, 账号 ...) or a sentence. */
export interface HandPayLine {
  label?: string
  value: string
  /** A number to type into a bank app: offered with 复制. */
  copy?: boolean
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ', '#39': "'" }

/**
 * The studio's 转账支付 text (its settings' HTML) as lines of plain text: each paragraph or line break one line,
 * `label：value` split, and account or card numbers marked to copy. Plain text only: nothing of the HTML is kept.
 */
export function handPayLines(html: string): HandPayLine[] {
  const text = html
    .replace(/<\s*(br|\/p|\/div|\/li)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|nbsp|#39);/g, (_, e: string) => ENTITIES[e])
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((line) => {
      const m = /^([^：:]{1,8})[：:]\s*(.+)$/.exec(line)
      if (!m) return { value: line }
      const label = m[1].trim()
      return { label, value: m[2].trim(), copy: /账号|卡号|账户/.test(label) }
    })
}
