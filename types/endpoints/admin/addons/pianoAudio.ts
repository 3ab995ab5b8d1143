/** 钢琴曲库 in the console (ours): categories, tracks, a track's recording, score and time map, listen exercises. */
import type { Static } from 'typebox'
import { adminEndpoint } from '../../endpoint'
import type * as Common from '../../../contract/common'
import type * as P from '../../../contract/admin/addons/pianoAudio'

type Id = Static<typeof Common.IdParams>
type Empty = Static<typeof Common.EmptyData>
const BASE = '/backend/addons/PianoAudio'

export const adminPianoAudio = {
  categories: adminEndpoint<{ response: Static<typeof P.AudioCategoryList> }>('GET', `${BASE}/categories`, 'addons.PianoAudio.categories'),
  createCategory: adminEndpoint<{ body: P.AudioCategoryBody; response: Empty }>('POST', `${BASE}/categories`, 'addons.PianoAudio.categories.store'),
  updateCategory: adminEndpoint<{ params: Id; body: P.AudioCategoryBody; response: Empty }>('PUT', `${BASE}/categories/:id`, 'addons.PianoAudio.categories.update'),
  deleteCategory: adminEndpoint<{ params: Id; response: Empty }>('DELETE', `${BASE}/categories/:id`, 'addons.PianoAudio.categories.destroy'),
  tracks: adminEndpoint<{ query: Static<typeof P.AudioTrackQuery>; response: Static<typeof P.AudioTrackList> }>('GET', `${BASE}/tracks`, 'addons.PianoAudio.tracks'),
  createTrack: adminEndpoint<{ body: P.AudioTrackBody; response: Static<typeof P.CreatedTrack> }>('POST', `${BASE}/tracks`, 'addons.PianoAudio.tracks.store'),
  track: adminEndpoint<{ params: Id; response: P.AdminAudioTrack }>('GET', `${BASE}/tracks/:id`, 'addons.PianoAudio.tracks.update'),
  updateTrack: adminEndpoint<{ params: Id; body: P.AudioTrackBody; response: Empty }>('PUT', `${BASE}/tracks/:id`, 'addons.PianoAudio.tracks.update'),
  deleteTrack: adminEndpoint<{ params: Id; response: Empty }>('DELETE', `${BASE}/tracks/:id`, 'addons.PianoAudio.tracks.destroy'),
  // A multipart form (`file`): an MP3, M4A, WAV, OGG or FLAC recording.
  uploadAudio: adminEndpoint<{ response: P.AudioUploaded }>('POST', `${BASE}/audio`, 'addons.PianoAudio.audio.upload'),
  trackScore: adminEndpoint<{ params: Id; response: P.AdminTrackScore | null }>('GET', `${BASE}/tracks/:id/score`, 'addons.PianoAudio.scores'),
  // A multipart form (`file`): .musicxml, .xml or .mxl; answers the score as trackScore does.
  uploadScore: adminEndpoint<{ params: Id; response: P.AdminTrackScore }>('POST', `${BASE}/tracks/:id/score`, 'addons.PianoAudio.scores.upload'),
  saveBarTimes: adminEndpoint<{ params: Id; body: P.BarTimesBody; response: Empty }>('PUT', `${BASE}/tracks/:id/score/bars`, 'addons.PianoAudio.scores.bars'),
  trackLessons: adminEndpoint<{ params: Id; response: Static<typeof P.TrackLessons> }>('GET', `${BASE}/tracks/:id/lessons`, 'addons.PianoAudio.lessons'),
  exercises: adminEndpoint<{ response: Static<typeof P.ExerciseOptions> }>('GET', `${BASE}/exercises`, 'addons.PianoAudio.lessons'),
  // `:id` is the lesson's (a video's) id.
  linkLesson: adminEndpoint<{ params: Id; body: P.LessonScoreBody; response: Empty }>('PUT', `${BASE}/lessons/:id/score`, 'addons.PianoAudio.lessons.link'),
  unlinkLesson: adminEndpoint<{ params: Id; response: Empty }>('DELETE', `${BASE}/lessons/:id/score`, 'addons.PianoAudio.lessons.link'),
  // Listen exercises set on bars of a track's score (exercises above lists them all, for a lesson's link).
  listenExercises: adminEndpoint<{ response: Static<typeof P.ListenExerciseList> }>('GET', `${BASE}/listen-exercises`, 'addons.PianoAudio.listenExercises'),
  createListenExercise: adminEndpoint<{ body: P.ListenExerciseBody; response: Static<typeof P.CreatedListenExercise> }>('POST', `${BASE}/listen-exercises`, 'addons.PianoAudio.listenExercises.store'),
  listenExercise: adminEndpoint<{ params: Id; response: P.AdminListenExercise }>('GET', `${BASE}/listen-exercises/:id`, 'addons.PianoAudio.listenExercises.update'),
  updateListenExercise: adminEndpoint<{ params: Id; body: P.ListenExerciseBody; response: Empty }>('PUT', `${BASE}/listen-exercises/:id`, 'addons.PianoAudio.listenExercises.update'),
  deleteListenExercise: adminEndpoint<{ params: Id; response: Empty }>('DELETE', `${BASE}/listen-exercises/:id`, 'addons.PianoAudio.listenExercises.destroy')
} as const
