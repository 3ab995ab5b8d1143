import { command, query } from '../../core/request'
import type { BodyOf } from '~types/endpoints/endpoint'
import { pianoAudio } from '~types/endpoints/pianoAudio'

/** Listen mode's calls to the PianoAudio add-on (docs/API.md "PianoAudio": exercises, scores, listen results). */

export const fetchExercises = () => query(pianoAudio.exercises)

export const fetchExerciseScore = (id: number) => query(pianoAudio.exerciseScore, { params: { id } })

export const fetchListenHistory = () => query(pianoAudio.listenHistory)

/** A session's result for the practice card. The page shows whether it was kept (and offers 重新保存), so no toast. */
export const saveListenResult = (body: BodyOf<typeof pianoAudio.logListen>) => command(pianoAudio.logListen, { body }, { feedback: 'none' })
