import fs from 'fs'
import path from 'path'
import { sql } from 'kysely'
import { transaction, type Db, type Trx } from '../../db/kysely'
import { addDays, beijing, now } from '../../lib/time'
import { createUser } from '../../accounts/users'
import { DEMO } from '../../seed/seed'
import { addTeacher, insertAssignments, insertReview, insertTake, trackTitle, type NewAssignment } from './store'
import { takeStorage } from './storage'
import { filesFrom, type FileStores } from '../../media/files'

/**
 * The studio's lecturers as teacher accounts (the demo password, README "The two commands"): 林雅 lectures the
 * beginner and exam courses (the catalogue names her on them), 林致远 the theory, repertoire and adult ones.
 */
export const TEACHERS = [
  { mobile: '13900000001', name: '林雅老师', courses: [1, 2, 3, 4, 9] },
  { mobile: '13900000002', name: '林致远老师', courses: [5, 6, 7, 8] }
] as const

/** A learner of 林雅 besides the demo learner (seed.ts's second learner): their take waits for review. */
const PEER_MOBILE = '13900139000'

/** The seeded take (scripts/gen-media.sh ONLY=homework): 12 notes of 0.6 s, each decaying as exp(-3.5 t). */
const SEED_AUDIO = path.join(__dirname, 'seed-take.mp3')
const SEED_NOTE_SECONDS = 0.6
const SEED_DURATION_MS = 7200
const PEAKS_PER_SECOND = 20

/** The waveform of the seed audio, from the envelope it was generated with (what the app computes while recording). */
const seedPeaks = (): number[] =>
  Array.from({ length: (SEED_DURATION_MS / 1000) * PEAKS_PER_SECOND }, (_, i) => Math.round(100 * Math.exp(-3.5 * ((i / PEAKS_PER_SECOND) % SEED_NOTE_SECONDS))))

const userByMobile = async (db: Db | Trx, mobile: string) => (await db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirst())?.id

/**
 * Demo homework: the teachers; for the demo learner one assignment to do (due in 3 days, a library track,
 * 80 bpm) and one reviewed (4 stars, a comment, notes at 3 s and 5.5 s); for a second learner a take
 * waiting for 林雅's review. Runs while there are no teachers (idempotent).
 */
export async function seedHomework(db: Db, publicUrl = '', files: FileStores = filesFrom({}, publicUrl)): Promise<void> {
  if (await db.selectFrom('homework_teachers').select('user_id').limit(1).executeTakeFirst()) return
  const at = now()
  // The audio files first: files are no part of the transaction (which may run again on PostgreSQL).
  const storage = takeStorage(files)
  const seedKey = (name: string) => `seed/${name}.mp3`
  for (const name of ['demo-take', 'peer-take']) await storage.put(seedKey(name), fs.createReadStream(SEED_AUDIO))
  await transaction(db, async (trx) => {
    const demo = await userByMobile(trx, DEMO.mobile)
    const passwordHash = (await trx.selectFrom('users').select('password_hash').where('mobile', '=', DEMO.mobile).executeTakeFirst())?.password_hash
    const teacherIds: number[] = []
    for (const t of TEACHERS) {
      const id = (await userByMobile(trx, t.mobile)) ?? (await createUser(trx, t.mobile)).id
      await trx
        .updateTable('users')
        .set({ nick_name: t.name, is_set_nickname: 1, password_hash: sql<string | null>`COALESCE(password_hash, ${passwordHash ?? null})` })
        .where('id', '=', id)
        .execute()
      await addTeacher(trx, id, t.name.replace(/老师$/, ''), t.courses, beijing(at))
      teacherIds.push(id)
    }
    if (!demo) return
    const lin = teacherIds[0]
    const given = (days: number): Pick<NewAssignment, 'teacher_id' | 'created_at'> => ({ teacher_id: lin, created_at: beijing(addDays(at, days)) })
    const track = (await trackTitle(trx, 1)) === null ? 0 : 1
    await insertAssignments(
      trx,
      { ...given(-1), title: 'G大调小步舞曲 第1-16小节', kind: 'piece', bars: '1-16', target_bpm: 80, due_at: beijing(addDays(at, 3)), note: '右手旋律要连贯，左手断奏轻一些。先用60慢练，熟了再到80。', track_id: track, course_id: 0, video_id: 0 },
      [demo]
    )
    const video = await trx.selectFrom('videos').select('id').where('course_id', '=', 2).where('title', 'like', '%双手配合%').executeTakeFirst()
    const reviewed = await insertAssignments(
      trx,
      { ...given(-6), title: '拜厄第11-20条 双手配合', kind: 'exercise', bars: '', target_bpm: 100, due_at: beijing(addDays(at, -3)), note: '每条先分手再合手，录一遍完整的给我听。', track_id: 0, course_id: 2, video_id: video?.id ?? 0 },
      [demo]
    )
    const seedTake = (assignmentId: number, userId: number, name: string, days: number) =>
      insertTake(trx, {
        assignment_id: assignmentId,
        user_id: userId,
        client_id: `seed-${name}`,
        storage_key: seedKey(name),
        mime: 'audio/mpeg',
        size: fs.statSync(SEED_AUDIO).size,
        duration_ms: SEED_DURATION_MS,
        peaks: JSON.stringify(seedPeaks()),
        created_at: beijing(addDays(at, days))
      })
    const take = await seedTake(reviewed, demo, 'demo-take', -4)
    await insertReview(trx, {
      take_id: take,
      teacher_id: lin,
      stars: 4,
      comment: '双手配合比上周稳多了，速度也保持住了。注意两处：标出来的地方听一下。',
      redo: 0,
      notes: [
        { at_ms: 3000, text: '这里左手抢拍了，跟着节拍器慢练' },
        { at_ms: 5500, text: '渐弱做得很好！' }
      ],
      created_at: beijing(addDays(at, -3))
    })
    const peer = await userByMobile(trx, PEER_MOBILE)
    if (!peer) return
    const peerAssignment = await insertAssignments(
      trx,
      { ...given(-2), title: '车尔尼599 第6-10条 音阶', kind: 'exercise', bars: '', target_bpm: 90, due_at: '', note: '大拇指穿指要平稳，不要翻手腕。', track_id: 0, course_id: 3, video_id: 0 },
      [peer]
    )
    await seedTake(peerAssignment, peer, 'peer-take', -1)
  })
}
