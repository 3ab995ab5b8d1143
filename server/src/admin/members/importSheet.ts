/**
 * The member import's spreadsheet (ours, beside MeEdu's `member/import`, which takes rows): the template to
 * fill in, and an uploaded sheet read into those rows. Reading writes nothing; the console then sends the
 * rows to `member/import`, which checks every one and imports all or none.
 */
import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminMembers } from '~types/endpoints/admin/members'
import * as M from '~types/contract/admin/members'
import { IMPORT_MAX_ROWS } from '~types/admin/memberImport'
import { fail } from '../../http/envelope'
import { adminRoute } from '../route'
import { readSheet, sendSheet, type Column } from '../xlsx'

const SHEET_MAX_BYTES = 2 * 1024 * 1024
/** MeEdu's row: 手机号, 密码, VIP ID, VIP过期时间, 锁定, 标签. */
const HEADERS = ['手机号', '密码', 'VIP ID', 'VIP过期时间', '锁定（0/1）', '标签（逗号分隔）']
const TEMPLATE: Column<never>[] = HEADERS.map((header) => ({ header, width: header === '手机号' ? 16 : 20, value: () => '' }))
const NOTES = [
  '学员导入说明（在第一个工作表中从第二行起每行填写一位学员，第一行表头请勿修改）：',
  '手机号：必填，11位中国大陆手机号，不能与已注册学员或表中其他行重复。',
  '密码：选填，6-16个字符；不填则学员用短信验证码登录。',
  'VIP ID 与 VIP过期时间：选填，需同时填写；过期时间如 2026-12-31 或 2026-12-31 23:59:59，且晚于当前时间。',
  '锁定：选填，填1则锁定该学员（不能登录），不填或填0为正常。',
  `标签：选填，多个标签用逗号分隔，每个不超过20个字。一次最多导入${IMPORT_MAX_ROWS}行。`,
  '任一行未通过检查时，整个文件都不会导入，请按提示修改后重新上传。'
]

export async function importSheetRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.kdb
  adminRoute(app, db, adminMembers.importTemplate, { schema: {} }, async (_req, reply) => sendSheet(reply, '学员导入模板', TEMPLATE, [], NOTES))

  // The multipart parser in a scope of its own, limited to one sheet.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: SHEET_MAX_BYTES, files: 1, fields: 0 } })
    adminRoute(scope, db, adminMembers.readImportSheet, { schema: { response: M.ImportSheet }, log: false }, async (req) => {
      if (!req.isMultipart()) throw fail('请上传文件')
      const file = await req.file()
      if (!file || file.fieldname !== 'file') throw fail('请上传文件')
      const bytes = await file.toBuffer().catch(() => null)
      if (!bytes || file.file.truncated) throw fail('文件不能超过2MB')
      const { rows, lines } = await readSheet(bytes, HEADERS.length)
      if (!rows.length) throw fail('表格中没有学员数据（从第二行起填写）')
      if (rows.length > IMPORT_MAX_ROWS) throw fail(`一次最多导入${IMPORT_MAX_ROWS}行，表格中有${rows.length}行`)
      return { rows, lines }
    })
  })
}
