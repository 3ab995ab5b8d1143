import { ApiError, query } from '../../core/request'
import type { Score } from '../../../types/api'
import { pianoAudio } from '../../../types/endpoints/pianoAudio'

/** Code the server answers for a track without a score (这首曲目还没有乐谱, docs/API.md "Scores"). */
const NO_SCORE = 404

/** A track's score, or null when it has none: the player then shows no score, and no error. */
export async function fetchTrackScore(id: number): Promise<Score | null> {
  try {
    return await query(pianoAudio.trackScore, { params: { id } })
  } catch (e) {
    if (e instanceof ApiError && e.kind === 'business' && e.code === NO_SCORE) return null
    throw e
  }
}
