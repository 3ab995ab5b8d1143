/** @jest-environment node */
/** `npm run admin:create`: the first administrator from flags; a weak password or a taken email refused, nothing written. */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { execFileSync } from 'child_process'
import { openDatabase } from '../../server/src/db/db'

const ROOT = path.join(__dirname, '..', '..')
let dir: string
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-create-'))
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

function create(...args: string[]): { code: number; out: string } {
  try {
    const out = execFileSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(ROOT, 'scripts', 'admin-create.ts'), ...args], { env: { ...process.env, DB_FILE: path.join(dir, 'studio.db') }, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' })
    return { code: 0, out }
  } catch (e) {
    const err = e as { status: number; stderr: string }
    return { code: err.status, out: err.stderr }
  }
}

const admins = () => {
  const db = openDatabase(path.join(dir, 'studio.db'))
  try {
    return db.prepare("SELECT a.email, r.slug FROM administrators a JOIN administrator_role_relation x ON x.administrator_id = a.id JOIN administrator_roles r ON r.id = x.role_id").all()
  } finally {
    db.close()
  }
}

it('refuses a weak password, then creates a super-admin, then refuses the same email', () => {
  expect(create('--email', 'boss@studio.com', '--name', '店长', '--password', 'piano')).toEqual({ code: 1, out: expect.stringContaining('密码长度不能少于8个字符') })
  expect(create('--email', 'boss@studio.com', '--name', '店长', '--password', 'pianopiano')).toEqual({ code: 1, out: expect.stringContaining('密码需同时包含字母和数字') })
  expect(create('--email', 'boss', '--password', 'piano2026')).toEqual({ code: 1, out: expect.stringContaining('请输入合法邮箱') })
  // Without a terminal, what the flags leave out cannot be asked for.
  expect(create('--email', 'boss@studio.com', '--name', '店长')).toMatchObject({ code: 1, out: expect.stringContaining('缺少 --password') })
  expect(fs.existsSync(path.join(dir, 'studio.db'))).toBe(false)
  expect(create('--email', 'Boss@Studio.com', '--name', '店长', '--password', 'piano2026')).toEqual({ code: 0, out: expect.stringContaining('已创建超级管理员') })
  expect(admins()).toEqual([{ email: 'boss@studio.com', slug: 'administrator' }])
  expect(create('--email', 'boss@studio.com', '--name', '老板', '--password', 'piano2027')).toEqual({ code: 1, out: expect.stringContaining('邮箱已经存在') })
  expect(admins()).toHaveLength(1)
}, 60_000)
