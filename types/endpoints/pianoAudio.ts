/** The piano audio library and practice log: add-on PianoAudio (ours, docs/API.md). */
import type { Static } from 'typebox'
import { endpoint, type NotJson } from './endpoint'
import type * as Common from '../contract/common'
import type * as PianoAudio from '../contract/pianoAudio'

export const pianoAudio = {
  index: endpoint<{ response: Static<typeof PianoAudio.AudioIndex> }>('GET', '/addons/PianoAudio/api/v1/index'),
  tracks: endpoint<{ query: Static<typeof PianoAudio.TracksQuery>; response: Static<typeof PianoAudio.TracksPage> }>('GET', '/addons/PianoAudio/api/v1/tracks'),
  trackPlayInfo: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof PianoAudio.TrackPlayInfo> }>('GET', '/addons/PianoAudio/api/v1/track/:id/playinfo'),
  practice: endpoint<{ response: Static<typeof PianoAudio.PracticeSummary> }>('GET', '/addons/PianoAudio/api/v1/practice'),
  logPractice: endpoint<{ body: Static<typeof PianoAudio.PracticeBody>; response: Static<typeof PianoAudio.PracticeSummary> }>('POST', '/addons/PianoAudio/api/v1/practice'),
  // Scores (server/src/addons/PianoAudio/scores.ts).
  trackScore: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof PianoAudio.Score> }>('GET', '/addons/PianoAudio/api/v1/track/:id/score'),
  lessonScore: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof PianoAudio.LessonScore> }>('GET', '/addons/PianoAudio/api/v1/lesson/:id/score'),
  exercises: endpoint<{ response: Static<typeof PianoAudio.AudioExercises> }>('GET', '/addons/PianoAudio/api/v1/exercises'),
  exerciseScore: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof PianoAudio.Score> }>('GET', '/addons/PianoAudio/api/v1/exercise/:id/score'),
  scorePage: endpoint<{ params: Static<typeof PianoAudio.ScorePageParams>; query: Static<typeof PianoAudio.ScorePageQuery>; response: NotJson }>(
    'GET',
    '/addons/PianoAudio/api/v1/score/:id/page/:page'
  ),
  logListen: endpoint<{ body: Static<typeof PianoAudio.ListenBody>; response: Static<typeof PianoAudio.ListenHistory> }>('POST', '/addons/PianoAudio/api/v1/listen'),
  listenHistory: endpoint<{ response: Static<typeof PianoAudio.ListenHistory> }>('GET', '/addons/PianoAudio/api/v1/listen')
} as const
