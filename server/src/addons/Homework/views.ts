/** Rows of store.ts as the API's shapes (types/contract/homework.ts). */
import type { Db } from '../../db/kysely'
import { mediaSignature } from '../../catalogue/media'
import { beijing, now } from '../../lib/time'
import type { HomeworkAssignment, HomeworkPerson, HomeworkTake } from '~types/contract/homework'
import { homework } from '~types/endpoints/homework'
import { pathOf } from '~types/endpoints/endpoint'
import { findVideo, people, reviewsOf, trackTitle, type AssignmentRow, type TakeRow } from './store'

/** Long enough to listen, loop and come back during one review or practice session (like lesson audio). */
const AUDIO_URL_SECONDS = 4 * 3600

/** Who is looking: take URLs are signed for them. */
export interface Viewer {
  db: Db
  publicUrl: string
  mediaSecret: Buffer
  uid: number
}

/** What a take's audio URL signs (media.ts's HMAC over this name, the viewer and the expiry). */
export const takeMediaName = (takeId: number) => `homework/take/${takeId}`

const takeUrl = (v: Viewer, takeId: number) => `${v.publicUrl}${pathOf(homework.takeAudio, { id: takeId })}?${mediaSignature(v.mediaSecret, takeMediaName(takeId), v.uid, AUDIO_URL_SECONDS)}`

/** Someone who left the site: still shown where their homework was. */
const gone = (id: number): HomeworkPerson => ({ id, nick_name: '已注销用户', avatar: '' })

export async function personOf(db: Db, id: number): Promise<HomeworkPerson> {
  return (await people(db, [id])).get(id) ?? gone(id)
}

export async function takeViews(v: Viewer, rows: readonly TakeRow[]): Promise<HomeworkTake[]> {
  const { reviews, notes } = await reviewsOf(v.db, rows.map((t) => t.id))
  const teachers = await people(v.db, [...reviews.values()].map((r) => r.teacher_id))
  return rows.map((t) => {
    const r = reviews.get(t.id)
    return {
      id: t.id,
      assignment_id: t.assignment_id,
      duration_ms: t.duration_ms,
      size: t.size,
      mime: t.mime,
      peaks: JSON.parse(t.peaks) as number[],
      created_at: t.created_at,
      status: t.status,
      url: takeUrl(v, t.id),
      review: r
        ? {
            stars: r.stars,
            comment: r.comment,
            redo: r.redo,
            notes: (notes.get(t.id) ?? []).map((n) => ({ id: n.id, at_ms: n.at_ms, text: n.text })),
            teacher: teachers.get(r.teacher_id) ?? gone(r.teacher_id),
            created_at: r.created_at
          }
        : null
    }
  })
}

export async function assignmentViews(db: Db, rows: readonly AssignmentRow[]): Promise<HomeworkAssignment[]> {
  const teachers = await people(db, rows.map((a) => a.teacher_id))
  const today = beijing(now())
  const views: HomeworkAssignment[] = []
  for (const a of rows) {
    const trackName = a.track_id ? ((await trackTitle(db, a.track_id)) ?? '') : ''
    const videoName = a.video_id ? ((await findVideo(db, a.video_id))?.title ?? '') : ''
    views.push({
      id: a.id,
      title: a.title,
      kind: a.kind,
      bars: a.bars,
      target_bpm: a.target_bpm,
      due_at: a.due_at,
      note: a.note,
      track_id: a.track_id,
      track_title: trackName,
      course_id: a.course_id,
      video_id: a.video_id,
      video_title: videoName,
      teacher: teachers.get(a.teacher_id) ?? gone(a.teacher_id),
      created_at: a.created_at,
      status: a.status,
      overdue: a.status === 'todo' && a.due_at !== '' && a.due_at < today,
      takes_count: a.takes_count
    })
  }
  return views
}

/** 13800138000 -> 138****8000: a teacher picks a learner without reading their number. */
export const maskMobile = (mobile: string) => (/^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '')
