/**
 * PianoAudio add-on (the studio's audio library and practice log). MeEdu has no such add-on and no public
 * client calls one (ADDONS.md "No evidence"); paths and shapes are ours, in MeEdu's style (docs/API.md).
 */
import { Type, type Static } from 'typebox'
import { Enum, Flag, Id, Nullable, Page, PaginatorAOf, SizeAlias } from './common'

/** What a category holds; the app draws each kind with its own badge. */
const AUDIO_KINDS = ['exam', 'famous', 'accompaniment', 'scales'] as const
export type AudioKind = (typeof AUDIO_KINDS)[number]

export const AudioCategory = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: Enum(AUDIO_KINDS),
  description: Type.String(),
  tracks_count: Type.Integer()
})
export type AudioCategory = Static<typeof AudioCategory>

/**
 * A track. `level` 0 = not graded, 1-10 = the exam grade; `duration` in seconds; `bpm` and
 * `beats_per_bar` let the practice tools count bars; `is_member` 1 = VIP members only.
 */
export const AudioTrack = Type.Object({
  id: Type.Integer(),
  category_id: Type.Integer(),
  title: Type.String(),
  composer: Type.String(),
  level: Type.Integer(),
  duration: Type.Integer(),
  bpm: Type.Integer(),
  beats_per_bar: Type.Integer(),
  is_member: Flag,
  is_featured: Flag
})
export type AudioTrack = Static<typeof AudioTrack>

/** GET v1/index: the library's front page. */
export const AudioIndex = Type.Object({ categories: Type.Array(AudioCategory), featured: Type.Array(AudioTrack) })
export type AudioIndex = Static<typeof AudioIndex>

export const TracksQuery = Type.Object({
  page: Page,
  size: Type.Optional(SizeAlias(100)),
  page_size: Type.Optional(SizeAlias(100)),
  category_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, title: '分类' })),
  level: Type.Optional(Type.Integer({ minimum: 0, maximum: 10, title: '级别' })),
  keywords: Type.Optional(Type.String({ maxLength: 50, title: '关键字' }))
})
export type TracksQuery = Static<typeof TracksQuery>

export const TracksPage = PaginatorAOf(AudioTrack)
export type TracksPage = Static<typeof TracksPage>

/** GET v1/track/{id}/playinfo: a URL signed for this learner (like a lesson's playinfo). */
export const TrackPlayInfo = Type.Object({ track: AudioTrack, url: Type.String() })
export type TrackPlayInfo = Static<typeof TrackPlayInfo>

/** Where practice time was spent: a library track, a lesson, the metronome alone, or a listen-mode exercise. */
const PRACTICE_SOURCES = ['audio', 'lesson', 'metronome', 'listen'] as const
export type PracticeSource = (typeof PRACTICE_SOURCES)[number]

/** At most this many seconds in one report (the app reports every 30 s and when playback stops). */
const PRACTICE_REPORT_MAX_SECONDS = 600

export const PracticeBody = Type.Object({
  seconds: Type.Integer({ minimum: 1, maximum: PRACTICE_REPORT_MAX_SECONDS, title: '练习时长' }),
  source: Enum(PRACTICE_SOURCES, { title: '练习来源' }),
  target_id: Type.Optional(Id('练习内容')),
  /**
   * The app's id of this report: a report queued offline is sent again until answered, and the
   * server adds a (learner, client_id) once, so a retry whose first answer was lost never counts twice.
   */
  client_id: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9-]{8,64}$', title: '记录编号' }))
})
export type PracticeBody = Static<typeof PracticeBody>

export const PracticeDay = Type.Object({ day: Type.String(), seconds: Type.Integer() })
export type PracticeDay = Static<typeof PracticeDay>

/** GET/POST v1/practice: today's seconds, the streak of days practised, and the last seven days. */
export const PracticeSummary = Type.Object({
  today: Type.String(),
  today_seconds: Type.Integer(),
  streak: Type.Integer(),
  total_days: Type.Integer(),
  week: Type.Array(PracticeDay)
})
export type PracticeSummary = Static<typeof PracticeSummary>

/**
 * A score engraved on the server (docs/decisions/scores-engraved-on-server.md). Places are fractions of their
 * page's width and height; times are ms from the start at the score's own tempo (x 1/rate at another speed).
 */
const Fraction = Type.Number({ minimum: 0, maximum: 1.001 })
const ScorePage = Type.Object({ width: Type.Integer(), height: Type.Integer(), svg: Type.String(), png: Type.String() })
const ScoreBar = Type.Object({ n: Type.Integer(), on_ms: Type.Integer(), page: Type.Integer(), x: Fraction, y: Fraction, w: Fraction, h: Fraction })
const ScoreNote = Type.Object({
  id: Type.String(),
  midi: Type.Integer(),
  on_ms: Type.Integer(),
  off_ms: Type.Integer(),
  bar: Type.Integer(),
  page: Type.Integer(),
  x: Fraction,
  y: Fraction
})

/** GET v1/track/{id}/score, GET v1/exercise/{id}/score. */
export const Score = Type.Object({
  id: Type.Integer(),
  bpm: Type.Integer(),
  beats_per_bar: Type.Integer(),
  duration_ms: Type.Integer(),
  pages: Type.Array(ScorePage),
  bars: Type.Array(ScoreBar),
  notes: Type.Array(ScoreNote)
})
export type Score = Static<typeof Score>

/**
 * GET v1/lesson/{id}/score: the track the studio linked to a lesson, its score, where the track's
 * time map starts in the video (ms; null: the lesson talks about the piece, the score has no cursor) and the
 * exercise listen mode grades for it (null: none).
 */
export const LessonScore = Type.Object({ track: AudioTrack, sync_ms: Nullable(Type.Integer()), exercise_id: Nullable(Type.Integer()), score: Score })
export type LessonScore = Static<typeof LessonScore>

export const ScorePageParams = Type.Object({
  id: Id('乐谱'),
  page: Type.Integer({ minimum: 1, maximum: 100, title: '页码' })
})
export const ScorePageQuery = Type.Object({ format: Type.Optional(Enum(['svg', 'png'] as const, { title: '格式' })) })

/** A single-line exercise for listen mode. */
export const AudioExercise = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  level: Type.Integer(),
  bpm: Type.Integer(),
  beats_per_bar: Type.Integer(),
  /** The bars (1-based, both included) an exercise set on a track practises; null: the whole score. */
  bar_from: Nullable(Type.Integer()),
  bar_to: Nullable(Type.Integer()),
  /** Times the score's tempo listen mode starts at. */
  speed: Type.Number(),
  /** The accuracy (percent) that passes; null: no passing rule. */
  pass_accuracy: Nullable(Type.Integer())
})
export type AudioExercise = Static<typeof AudioExercise>
export const AudioExercises = Type.Array(AudioExercise)

/** POST v1/listen: a listen-mode session's result (accuracy in percent, the timing spread of right notes). */
export const ListenBody = Type.Object({
  exercise_id: Id('练习'),
  accuracy: Type.Integer({ minimum: 0, maximum: 100, title: '准确率' }),
  spread_ms: Type.Integer({ minimum: 0, maximum: 10000, title: '节奏偏差' }),
  client_id: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9-]{8,64}$', title: '记录编号' }))
})
export type ListenBody = Static<typeof ListenBody>

const ListenResult = Type.Object({ accuracy: Type.Integer(), spread_ms: Type.Integer(), created_at: Type.String() })

/** GET v1/listen: per exercise practised, its title and its last results, oldest first. */
export const ListenHistory = Type.Array(Type.Object({ exercise_id: Type.Integer(), title: Type.String(), results: Type.Array(ListenResult) }))
export type ListenHistory = Static<typeof ListenHistory>
