/**
 * @jest-environment node
 *
 * User text through the content check on the weapp build (server/src/providers/contentCheck.ts): a course
 * comment the sandbox word list refuses shows the server's clear message, stores nothing and keeps the
 * learner's text in the box; a clean one is posted.
 */
import path from 'path'
import { MiniRuntime } from './miniRuntime'
import { serverPerWeappTest, viaServer } from './serverBackend'
import { CONTENT_REFUSED } from '../../server/src/providers/contentCheck'

const ROOT = path.join(__dirname, '../../dist/weapp')
const ctx = serverPerWeappTest(ROOT)

it('a refused comment shows the message and is not stored; a clean one is', async () => {
  const { s } = ctx
  const rt = new MiniRuntime(ROOT, viaServer(s))
  rt.storage.set('meedu-h5-token', await s.login('13700137000'))
  await rt.launch({ path: 'pages/course/show', query: { id: '1' } })
  const page = await rt.open('pages/course/show', { id: '1' })
  await rt.fire(page, rt.findByText(page, '评论'))
  const comments = () => s.db.prepare("SELECT COUNT(*) FROM comments WHERE target = 'course' AND target_id = 1").pluck().get() as number
  const before = comments()

  // WeChat's input event does not bubble (rt.fire bubbles): it reaches the input's own handler only.
  const write = async (text: string) => {
    const input = rt.findByClass(page, 'comments__input')!
    const el = { id: input.sid, dataset: { sid: input.sid } }
    const detail = { value: text, cursor: text.length }
    ;(page.eh as (e: unknown) => void).call(page, { type: 'input', timeStamp: Date.now(), detail, target: el, currentTarget: el, mpEvent: { type: 'input', detail } })
    await rt.settle()
    await rt.fire(page, rt.findByClass(page, 'comments__send'))
  }
  await write('这节课有违禁测试词')
  expect(rt.toasts.at(-1)).toBe(CONTENT_REFUSED)
  expect(comments()).toBe(before)
  expect(JSON.stringify(rt.findByClass(page, 'comments__input'))).toContain('这节课有违禁测试词')

  await write('左手的跳音终于弹对了')
  expect(rt.toasts.at(-1)).toBe('评论成功')
  expect(comments()).toBe(before + 1)
})
