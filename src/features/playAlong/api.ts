import { ApiError, query } from '../../core/request'
import type { LessonScore, Score } from '~types/contract/pianoAudio'
import { pianoAudio } from '~types/endpoints/pianoAudio'

/** Code the server answers for a track or a lesson without a score (docs/API.md "Scores"). */
const NO_SCORE = 404

/** The answer, or null for a 404: what has no score shows none, and no error. */
async function orNone<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load
  } catch (e) {
    if (e instanceof ApiError && e.kind === 'business' && e.code === NO_SCORE) return null
    throw e
  }
}

/** A track's score, or null when it has none (这首曲目还没有乐谱). */
export const fetchTrackScore = (id: number): Promise<Score | null> => orNone(query(pianoAudio.trackScore, { params: { id } }))

/** The score the studio linked to a lesson, or null when it has none (这节课没有乐谱). Asked only by a learner who may watch the lesson. */
export const fetchLessonScore = (id: number): Promise<LessonScore | null> => orNone(query(pianoAudio.lessonScore, { params: { id } }))
