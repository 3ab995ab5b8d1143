/**
 * 钢琴曲库 in the console (ours: MeEdu has no such add-on): categories, tracks with their recording, a track's
 * MusicXML score and the time map tapped along its recording.
 */
import { Type, type Static } from 'typebox'
import { Enum, Flag, Id, Nullable } from '../../common'
import { AdminListOf, AdminPaging } from '../common'
import { Switch } from '../courses'
import { AudioTrack, Score } from '../../pianoAudio'
import { AUDIO_KIND_NAMES, TRACK_LIMITS } from '../../../admin/pianoAudio'

const KINDS = Object.keys(AUDIO_KIND_NAMES) as (keyof typeof AUDIO_KIND_NAMES)[]

export const AdminAudioCategory = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: Type.String(),
  description: Type.String(),
  sort: Type.Integer(),
  tracks_count: Type.Integer()
})
export type AdminAudioCategory = Static<typeof AdminAudioCategory>
export const AudioCategoryList = Type.Array(AdminAudioCategory)

export const AudioCategoryBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 30, title: '分类名称' }),
    kind: Enum(KINDS, { title: '类型' }),
    description: Type.Optional(Type.String({ maxLength: 200, title: '简介' })),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, title: '排序' }))
  },
  { additionalProperties: false }
)
export type AudioCategoryBody = Static<typeof AudioCategoryBody>

/** A track as the console lists it: its recording's file, its sort, whether it has a score and a tapped time map. */
export const AdminAudioTrack = Type.Object({
  ...AudioTrack.properties,
  media: Type.String(),
  sort: Type.Integer(),
  has_score: Flag,
  has_bar_times: Flag
})
export type AdminAudioTrack = Static<typeof AdminAudioTrack>

export const AudioTrackQuery = Type.Object({
  ...AdminPaging.properties,
  category_id: Type.Optional(Id('分类')),
  /** Titles or composers containing it. */
  keywords: Type.Optional(Type.String({ maxLength: 50, title: '关键字' }))
})
export const AudioTrackList = AdminListOf(AdminAudioTrack)

/** A recording in the media folder: a seeded one, or one uploaded in the console (signed like every track). */
const MEDIA_PATTERN = '^audio/(uploads/)?[a-z0-9-]+\\.(mp3|m4a|wav|ogg|flac)$'

export const AudioTrackBody = Type.Object(
  {
    category_id: Id('分类'),
    title: Type.String({ minLength: 1, maxLength: TRACK_LIMITS.maxTitle, title: '曲目名称' }),
    composer: Type.Optional(Type.String({ maxLength: TRACK_LIMITS.maxComposer, title: '作曲' })),
    level: Type.Integer({ minimum: 0, maximum: TRACK_LIMITS.maxLevel, title: '级别' }),
    duration: Type.Integer({ minimum: 1, maximum: TRACK_LIMITS.maxSeconds, title: '时长' }),
    bpm: Type.Integer({ minimum: TRACK_LIMITS.minBpm, maximum: TRACK_LIMITS.maxBpm, title: '速度' }),
    beats_per_bar: Type.Integer({ minimum: 1, maximum: TRACK_LIMITS.maxBeats, title: '每小节拍数' }),
    is_member: Switch('会员专享'),
    is_featured: Switch('推荐'),
    media: Type.String({ pattern: MEDIA_PATTERN, title: '音频文件' }),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, title: '排序' }))
  },
  { additionalProperties: false }
)
export type AudioTrackBody = Static<typeof AudioTrackBody>

/** POST tracks: the new track's id (the console goes on to its score). */
export const CreatedTrack = Type.Object({ id: Type.Integer() })

/** POST audio: the stored file (for the track's `media`) and an address to listen to it now. */
export const AudioUploaded = Type.Object({ media: Type.String(), url: Type.String() })
export type AudioUploaded = Static<typeof AudioUploaded>

/**
 * A track's score in the console: the engraving at the score's own tempo (its bars' `on_ms` untouched by
 * the tapped times), the tapped bar starts (null: none yet), and the recording to tap along with.
 */
export const AdminTrackScore = Type.Object({
  score: Score,
  bar_ms: Nullable(Type.Array(Type.Integer())),
  audio_url: Type.String(),
  /** The recording's length, ms (the track's duration). */
  audio_ms: Type.Integer()
})
export type AdminTrackScore = Static<typeof AdminTrackScore>
/** GET a track's score: null while it has none (the screen offers the upload). */
export const MaybeTrackScore = Nullable(AdminTrackScore)

/** PUT score/bars: where each bar starts in the recording, ms; null returns to the engraving's times. */
export const BarTimesBody = Type.Object(
  { bar_ms: Nullable(Type.Array(Type.Integer({ minimum: -2147483648, maximum: 2147483647 }), { maxItems: 5000, title: '小节时间' })) },
  { additionalProperties: false }
)
export type BarTimesBody = Static<typeof BarTimesBody>

/** A lesson showing a track's score: where the piece starts in its video (null: no cursor), the exercise 跟着练 opens. */
export const TrackLesson = Type.Object({
  video_id: Type.Integer(),
  title: Type.String(),
  course_title: Type.String(),
  sync_ms: Nullable(Type.Integer()),
  exercise_id: Nullable(Type.Integer())
})
export type TrackLesson = Static<typeof TrackLesson>
export const TrackLessons = Type.Array(TrackLesson)
export const ExerciseOptions = Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() }))

export const LessonScoreBody = Type.Object(
  {
    track_id: Id('曲目'),
    sync_ms: Nullable(Type.Integer({ minimum: 0, maximum: 36000000, title: '乐曲开始时间' })),
    exercise_id: Nullable(Id('跟练练习'))
  },
  { additionalProperties: false }
)
export type LessonScoreBody = Static<typeof LessonScoreBody>

/** A listen exercise in the console: set on a track with a score (track_id), or one bringing its own score (null). */
export const AdminListenExercise = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  level: Type.Integer(),
  sort: Type.Integer(),
  track_id: Nullable(Type.Integer()),
  track_title: Nullable(Type.String()),
  bar_from: Nullable(Type.Integer()),
  bar_to: Nullable(Type.Integer()),
  speed: Type.Number(),
  pass_accuracy: Nullable(Type.Integer()),
  results_count: Type.Integer()
})
export type AdminListenExercise = Static<typeof AdminListenExercise>
export const ListenExerciseList = Type.Array(AdminListenExercise)

// Ranges are checked by listenExerciseProblem (types/admin/pianoAudio.ts) for messages naming the bound.
export const ListenExerciseBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 60, title: '练习名称' }),
    description: Type.Optional(Type.String({ maxLength: 200, title: '简介' })),
    level: Type.Optional(Type.Integer({ minimum: 0, maximum: TRACK_LIMITS.maxLevel, title: '级别' })),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, title: '排序' })),
    track_id: Id('曲目'),
    bar_from: Type.Integer({ maximum: 100000, title: '起始小节' }),
    bar_to: Type.Integer({ maximum: 100000, title: '结束小节' }),
    speed: Type.Number({ maximum: 100, title: '速度' }),
    pass_accuracy: Type.Integer({ maximum: 100000, title: '及格正确率' })
  },
  { additionalProperties: false }
)
export type ListenExerciseBody = Static<typeof ListenExerciseBody>
export const CreatedListenExercise = Type.Object({ id: Type.Integer() })
