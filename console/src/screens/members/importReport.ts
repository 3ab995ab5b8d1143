/** The member import's refused rows named by their line in the sheet (the server counts the rows it was sent). */
import type { RowProblem } from '../../../../types/admin/memberImport'

export interface Sheet {
  rows: string[][]
  /** Each row's line in the sheet. */
  lines: number[]
}

export const refusedLines = (sheet: Sheet, problems: RowProblem[]) =>
  problems.map((p) => ({ line: sheet.lines[p.index - 1] ?? p.index + 1, mobile: p.mobile, reason: p.reason }))
