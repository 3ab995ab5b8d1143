/**
 * 视频库: the queue's videos with their state and progress, a picked one's HLS address, a failed one's
 * retry, and the resumable upload (tus over fetch) that goes on after a dropped connection.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { message } from 'antd'
import { MediaLibraryView } from '../../console/src/screens/media/MediaLibrary'
import { uploadLessonVideo } from '../../console/src/api/tusUpload'
import type { Me } from '../../console/src/access'
import { saveToken } from '../../console/src/api/token'
import { answer, type Call } from './network'
import { renderAt } from './render'

const me = (permissions: string[]) => ({ id: 2, name: '教务', is_super: false, permissions: Object.fromEntries(permissions.map((p, i) => [p, i])) }) as unknown as Me
const VIEWER = me(['media.video.list'])
const UPLOADER = me(['media.video.list', 'video.upload.tencent.token'])

const asset = (id: number, fields: object) => ({
  id, status: 'ready', progress: 100, error: '', attempts: 1, duration: 0, source_name: `第${id}课.mp4`, target_kind: 'lesson', target_id: id, renditions: [], hls_url: '', created_at: '2026-11-29 10:00:00', updated_at: '2026-11-29 10:05:00', ...fields
})
const HLS = 'http://studio.test/media/hls/3/master.m3u8?uid=0&exp=1&sig=s&t=0&b=a'
const LIST = {
  total: 3,
  data: [
    asset(1, { status: 'processing', progress: 40 }),
    asset(2, { status: 'failed', progress: 0, error: '转码失败：源文件不是有效的视频' }),
    asset(3, { duration: 95, renditions: ['360p', '540p', '720p'], hls_url: HLS })
  ]
}

/** The tus side of the server, on top of `answer`'s JSON routes: records each request, answers as tus does. */
function tusServer(calls: Call[], behave: { refuse?: [number, string]; dropOnce?: boolean } = {}) {
  const json = global.fetch
  let held = 0
  let dropped = false
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    if (!url.includes('/media/upload')) return json(input, init)
    const headers = (init?.headers ?? {}) as Record<string, string>
    const method = init?.method ?? 'GET'
    calls.push({ method, url, body: init?.body instanceof Blob ? init.body.size : undefined, headers })
    const reply = (status: number, h: Record<string, string> = {}, body = '') =>
      ({ ok: status < 300, status, headers: new Headers(h), json: async () => JSON.parse(body) }) as unknown as Response
    if (behave.refuse) return reply(behave.refuse[0], {}, JSON.stringify({ status: behave.refuse[0], message: behave.refuse[1], data: [] }))
    if (method === 'POST') return reply(201, { Location: 'http://studio.test/media/upload/u1' })
    if (method === 'HEAD') return reply(200, { 'Upload-Offset': String(held) })
    if (behave.dropOnce && !dropped && Number(headers['Upload-Offset']) > 0) {
      // The piece reached the server, the answer never came back.
      held += (init!.body as Blob).size
      dropped = true
      throw new TypeError('Failed to fetch')
    }
    held = Number(headers['Upload-Offset']) + (init!.body as Blob).size
    return reply(204, { 'Upload-Offset': String(held), ...(held >= Number(calls.find((c) => c.method === 'POST')!.headers['Upload-Length']) ? { 'Media-Asset-Id': '9' } : {}) })
  }) as typeof fetch
}

beforeEach(() => {
  localStorage.clear()
  jest.spyOn(message, 'success').mockImplementation((() => undefined) as never)
  jest.spyOn(message, 'error').mockImplementation((() => undefined) as never)
})

it('lists each video with its state and progress; a viewer may neither upload nor retry', async () => {
  answer({ 'GET /backend/api/v1/media/jobs': LIST })
  renderAt(<MediaLibraryView me={VIEWER} />)
  const processing = (await screen.findByText('第1课.mp4')).closest('tr')!
  expect(within(processing).getByText('转码中')).toBeTruthy()
  expect(within(processing).getByText('40%')).toBeTruthy()
  const failed = screen.getByText('第2课.mp4').closest('tr')!
  expect(within(failed).getByText('失败')).toBeTruthy()
  expect(within(failed).getByText('转码失败：源文件不是有效的视频')).toBeTruthy()
  const ready = screen.getByText('第3课.mp4').closest('tr')!
  expect(within(ready).getByText('已完成')).toBeTruthy()
  expect(within(ready).getByText('1:35')).toBeTruthy()
  expect(within(ready).getByText('360p / 540p / 720p')).toBeTruthy()
  expect(screen.queryByText('上传视频')).toBeNull()
  expect(screen.queryByText('重试')).toBeNull()
})

it('a picked video shows its HLS address to copy; one still transcoding says it has none yet', async () => {
  answer({ 'GET /backend/api/v1/media/jobs': LIST })
  renderAt(<MediaLibraryView me={VIEWER} />)
  const radios = await screen.findAllByRole('radio')
  fireEvent.click(radios[2])
  expect(await screen.findByText(HLS)).toBeTruthy()
  expect(screen.getByLabelText('复制地址')).toBeTruthy()
  fireEvent.click(radios[0])
  expect(await screen.findByText('转码完成后才有播放地址')).toBeTruthy()
  expect(screen.queryByText(HLS)).toBeNull()
})

it('an uploader retries a failed video and uploads a new one for a lesson; the list is read again', async () => {
  const calls = answer({ 'GET /backend/api/v1/media/jobs': LIST, 'POST /backend/api/v1/media/jobs/2/retry': [] })
  const tus: Call[] = []
  tusServer(tus)
  saveToken('staff-token')
  renderAt(<MediaLibraryView me={UPLOADER} />)
  fireEvent.click(await screen.findByText('重试'))
  await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/backend/api/v1/media/jobs/2/retry']))
  expect(message.success).toHaveBeenCalledWith('已重新加入转码队列')

  fireEvent.change(screen.getByLabelText('课时ID'), { target: { value: '4' } })
  const video = new File([new Uint8Array(1000)], '第四课 琶音.mp4', { type: 'video/mp4' })
  fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [video] } })
  expect(await screen.findByText('第四课 琶音.mp4')).toBeTruthy()
  const reads = calls.filter((c) => c.method === 'GET').length
  fireEvent.click(screen.getByText('开始上传'))
  await screen.findByText('选择文件')
  expect(tus.map((c) => c.method)).toEqual(['POST', 'PATCH'])
  expect(tus[0].headers).toMatchObject({ Authorization: 'Bearer staff-token', 'Upload-Length': '1000', 'Tus-Resumable': '1.0.0' })
  expect(tus[1]).toMatchObject({ url: 'http://studio.test/media/upload/u1', body: 1000, headers: { 'Upload-Offset': '0' } })
  expect(message.success).toHaveBeenCalledWith('上传完成，已加入转码队列')
  expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThan(reads)
})

it('bad input is refused before anything is sent; a refusal of the server is shown in its words', async () => {
  answer({ 'GET /backend/api/v1/media/jobs': LIST })
  const tus: Call[] = []
  tusServer(tus, { refuse: [403, '无权限'] })
  renderAt(<MediaLibraryView me={UPLOADER} />)
  fireEvent.click(await screen.findByText('开始上传'))
  expect(await screen.findByText('请填写课时ID')).toBeTruthy()
  fireEvent.change(screen.getByLabelText('课时ID'), { target: { value: '4' } })
  fireEvent.click(screen.getByText('开始上传'))
  expect(await screen.findByText('请选择视频文件')).toBeTruthy()
  expect(tus).toEqual([])
  fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [new File([new Uint8Array(10)], 'a.mp4')] } })
  fireEvent.click(screen.getByText('开始上传'))
  expect(await screen.findByText('无权限')).toBeTruthy()
  expect(tus.map((c) => c.method)).toEqual(['POST'])
})

it('the upload goes on from the offset the server holds after a dropped connection, in pieces', async () => {
  answer({})
  const tus: Call[] = []
  tusServer(tus, { dropOnce: true })
  const progress: number[] = []
  const id = await uploadLessonVideo(new File([new Uint8Array(10)], '第一课.mp4'), 7, (p) => progress.push(p), 4)
  expect(id).toBe(9)
  expect(tus.map((c) => `${c.method} ${c.headers['Upload-Offset'] ?? ''}`.trim())).toEqual(['POST', 'PATCH 0', 'PATCH 4', 'HEAD', 'PATCH 8'])
  expect(progress).toEqual([0.4, 1])
  const metadata = Object.fromEntries(tus[0].headers['Upload-Metadata'].split(',').map((kv) => kv.split(' ')).map(([k, v]) => [k, Buffer.from(v, 'base64').toString('utf8')]))
  expect(metadata).toEqual({ lesson_id: '7', filename: '第一课.mp4' })
})
