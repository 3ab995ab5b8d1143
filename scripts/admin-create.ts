/**
 * `npm run admin:create`: a studio's first administrator (or another one), with the super-admin role.
 *   npm run admin:create -- --email boss@studio.com --name 店长 --password 's3cretPass'
 * Asks for what the flags leave out (the password without echo). Refuses a malformed email, an email
 * already taken and a weak password (types/admin/passwordRule.ts: 8-16 characters, letters and digits).
 * Uses DB_FILE like `npm start` (server/data/studio.db by default), migrating it first.
 */
import path from 'path'
import readline from 'readline'
import { migrate, openDatabase } from '../server/src/db/db'
import { sqliteKysely } from '../server/src/db/kysely'
import { hashPasswordAsync } from '../server/src/auth/password'
import { superRoleId, syncPermissions } from '../server/src/admin/seed'
import { createAdministrator, emailTaken } from '../server/src/admin/staff/store'
import { passwordProblem } from '../types/admin/passwordRule'
import { EMAIL_PATTERN } from '../types/contract/admin/staff'

const DB_FILE = process.env.DB_FILE || path.join(__dirname, '..', 'server', 'data', 'studio.db')

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : undefined
}

/** The flag's value, or else a line read from the terminal; `secret`: the typed characters are not shown. */
async function flagOrAsk(name: string, question: string, secret = false): Promise<string> {
  const given = flag(name)
  if (given !== undefined) return given
  if (!process.stdin.isTTY) throw new Error(`缺少 --${name}（没有终端可以询问）`)
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true })
  if (secret) {
    const out = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WriteStream }
    out._writeToOutput = (s: string) => out.output.write(s.startsWith(question) ? s : '')
  }
  return new Promise((resolve) =>
    rl.question(question, (answer) => {
      rl.close()
      if (secret) process.stdout.write('\n')
      resolve(answer.trim())
    })
  )
}

async function main() {
  const email = (await flagOrAsk('email', '邮箱（登录名）: ')).toLowerCase()
  if (!new RegExp(EMAIL_PATTERN).test(email) || email.length > 32) throw new Error('请输入合法邮箱（不超过32个字符）')
  const name = (await flagOrAsk('name', '姓名: ')) || '管理员'
  if (name.length > 16) throw new Error('姓名不能超过16个字符')
  const password = await flagOrAsk('password', '密码（8-16个字符，字母和数字）: ', true)
  const problem = passwordProblem(password)
  if (problem) throw new Error(problem)

  const raw = openDatabase(DB_FILE)
  migrate(raw)
  const db = sqliteKysely(raw)
  try {
    await syncPermissions(db)
    if (await emailTaken(db, email)) throw new Error('邮箱已经存在')
    const roleId = await superRoleId(db)
    const id = await createAdministrator(db, { name, email, is_ban_login: 0, password: await hashPasswordAsync(password) }, [roleId])
    console.log(`已创建超级管理员 #${id} ${email}：在 /admin/ 登录。`)
  } finally {
    raw.close()
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e)
  process.exit(1)
})
