import { ensureMember, loadMember } from '../../src/features/auth/flows'
import { useSession } from '../../src/core/session'
import { fetchMemberDetail } from '../../src/features/auth/api'

// The member detail: a page that needs the learner's id shares the fetch under way instead of asking twice.

jest.mock('../../src/features/auth/api', () => ({ fetchMemberDetail: jest.fn() }))
const fetchMock = fetchMemberDetail as jest.MockedFunction<typeof fetchMemberDetail>

const member = (id: number, nick_name: string) => ({ id, nick_name }) as Awaited<ReturnType<typeof fetchMemberDetail>>
const answers: ((m: ReturnType<typeof member>) => void)[] = []
const failures: ((e: Error) => void)[] = []

beforeEach(() => {
  answers.length = 0
  failures.length = 0
  fetchMock.mockReset()
  fetchMock.mockImplementation(() => new Promise((resolve, reject) => (answers.push(resolve), failures.push(reject))))
  useSession.getState().clear()
})

describe('ensureMember', () => {
  it('joins the fetch already under way, then answers from the session without a call', async () => {
    const startup = loadMember()
    const room = ensureMember()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    answers[0](member(7, '琴童小雨'))
    await expect(Promise.all([startup, room])).resolves.toEqual([member(7, '琴童小雨'), member(7, '琴童小雨')])
    expect(useSession.getState().user).toEqual(member(7, '琴童小雨'))
    await expect(ensureMember()).resolves.toEqual(member(7, '琴童小雨'))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('asks again after a failed fetch', async () => {
    const startup = loadMember()
    failures[0](new Error('offline'))
    await expect(startup).rejects.toThrow('offline')
    const room = ensureMember()
    expect(fetchMock).toHaveBeenCalledTimes(2)
    answers[1](member(7, '琴童小雨'))
    await expect(room).resolves.toEqual(member(7, '琴童小雨'))
  })

  it('loadMember always fetches anew (a profile just changed): the newest answer is what the session keeps', async () => {
    const before = loadMember()
    const after = loadMember()
    expect(fetchMock).toHaveBeenCalledTimes(2)
    answers[1](member(7, '新昵称'))
    await after
    answers[0](member(7, '琴童小雨'))
    await expect(before).resolves.toEqual(member(7, '琴童小雨'))
    expect(useSession.getState().user).toEqual(member(7, '新昵称'))
  })
})
