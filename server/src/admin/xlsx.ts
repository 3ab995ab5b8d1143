/**
 * The console's spreadsheets (exceljs, on the server only: docs/decisions/console-xlsx-on-the-server.md):
 * a list sent as an .xlsx download, and the first sheet of an uploaded .xlsx read as rows of text.
 */
import ExcelJS from 'exceljs'
import type { FastifyReply } from 'fastify'
import { fail } from '../http/envelope'

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
/** What one export may hold: past it the list is to be narrowed by its filters. */
export const EXPORT_MAX_ROWS = 10000

export interface Column<R> {
  header: string
  width?: number
  value: (row: R) => string | number
}

/**
 * Sends `rows` as a workbook named `fileName` (.xlsx added), the header row bold and frozen; `notes`, when
 * given, on a second sheet 说明 (a template's instructions, kept off the sheet that is read back).
 */
export async function sendSheet<R>(reply: FastifyReply, fileName: string, columns: Column<R>[], rows: R[], notes: string[] = []): Promise<FastifyReply> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet(fileName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 14 }))
  sheet.getRow(1).font = { bold: true }
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row)))
  if (notes.length) {
    const help = book.addWorksheet('说明')
    help.getColumn(1).width = 90
    for (const line of notes) help.addRow([line])
  }
  const body = Buffer.from(await book.xlsx.writeBuffer())
  // The ASCII name for old clients, the Chinese one (RFC 6266) for the rest.
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(`${fileName}.xlsx`)}`)
    .header('cache-control', 'no-store')
    .send(body)
}

/** A cell as the text a person typed: dates as 'YYYY-MM-DD HH:mm:ss', formulas as their result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString().slice(0, 19).replace('T', ' ').replace(' 00:00:00', '')
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue)
    if ('richText' in value) return value.richText.map((t) => t.text).join('')
    if ('text' in value) return String(value.text)
    return ''
  }
  return String(value).trim()
}

/**
 * The first sheet's rows after the header, each cell as text, blank rows left out; `columns` cells a row,
 * and `lines`, each row's line in the sheet (what staff see beside it). A file that is no workbook is
 * refused in Chinese.
 */
export async function readSheet(data: Buffer, columns: number): Promise<{ rows: string[][]; lines: number[] }> {
  const book = new ExcelJS.Workbook()
  try {
    await book.xlsx.load(data as unknown as ArrayBuffer)
  } catch {
    throw fail('无法读取该文件，请上传 .xlsx 格式的表格')
  }
  const sheet = book.worksheets[0]
  if (!sheet) throw fail('表格中没有工作表')
  const rows: string[][] = []
  const lines: number[] = []
  sheet.eachRow({ includeEmpty: false }, (row, n) => {
    if (n === 1) return
    const cells = Array.from({ length: columns }, (_, i) => cellText(row.getCell(i + 1).value))
    if (!cells.some(Boolean)) return
    rows.push(cells)
    lines.push(n)
  })
  return { rows, lines }
}
