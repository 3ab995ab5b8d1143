import React, { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { ChatFrame } from '../../types/contract/live'
import { useLiveRoom, type LiveRoom } from '../../src/features/live/useLiveRoom'

// The room's calls and socket are stubbed: the test is about when the room opens its chat socket and what
// it makes of the room's join frames.

const sockets: { url: string; frame: (f: ChatFrame) => void; closed: boolean }[] = []

jest.mock('../../src/features/live/api', () => ({
  CHAT_PAGE_SIZE: 100,
  fetchPlay: jest.fn(async () => ({
    course: { id: 5 },
    video: { id: 3, status: 1 },
    chat: { connect_url: 'ws://chat.test/:courseId/:videoId?token=:token' },
    room_is_ban: 0,
    user_is_ban: 0,
    sign_in_record: []
  })),
  fetchChatPage: jest.fn(async () => ({ data: [], total: 0 }))
}))

jest.mock('../../src/features/live/chat', () => ({
  ...jest.requireActual('../../src/features/live/chat'),
  ChatConnection: class {
    private readonly socket: (typeof sockets)[number]
    constructor(url: string, on: { frame: (f: ChatFrame) => void; state: (s: string) => void }) {
      this.socket = { url, frame: on.frame, closed: false }
      sockets.push(this.socket)
      on.state('open')
    }
    close() {
      this.socket.closed = true
    }
    wake() {}
  }
}))

jest.mock('../../src/hooks/useCountdown', () => ({ useResume: () => undefined }))

let latest: LiveRoom
let root: Root

function Probe({ userId }: { userId: number | undefined }) {
  latest = useLiveRoom(3, 'token-1', userId)
  return null
}
const show = (userId: number | undefined) => act(async () => root.render(React.createElement(Probe, { userId })))
const join = (id: number, nickname: string) => act(async () => sockets[sockets.length - 1].frame({ t: 'connect', u: { id, nickname } } as ChatFrame))
const notes = () => latest.lines.flatMap((l) => (l.kind === 'note' ? [l.text] : []))

beforeEach(() => {
  sockets.length = 0
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  root = createRoot(document.createElement('div'))
})
afterEach(() => act(() => root.unmount()))

describe('the live room chat socket', () => {
  it('waits for the learner\'s profile, then opens one socket, and never greets the learner\'s own join', async () => {
    await show(undefined)
    expect(latest.play.status).toBe('success')
    expect(sockets).toEqual([])

    await show(7)
    expect(sockets).toHaveLength(1)
    expect(sockets[0].url).toBe('ws://chat.test/5/3?token=token-1')
    await join(7, '琴童小雨')
    expect(notes()).toEqual([])
    await join(8, '小贝妈妈')
    expect(notes()).toEqual(['小贝妈妈已加入'])

    await show(7)
    expect(sockets).toHaveLength(1)
    expect(sockets[0].closed).toBe(false)
  })
})
