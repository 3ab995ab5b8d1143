import { query, command } from '../../core/request'
import type { PracticeBody } from '~types/contract/pianoAudio'
import { pianoAudio } from '~types/endpoints/pianoAudio'
import { learning } from '~types/endpoints/learning'
import { exam } from '~types/endpoints/exam'

/** The studio's PianoAudio add-on (docs/API.md "PianoAudio"): no MeEdu client calls these. */

const TRACKS_PAGE_SIZE = 20

export const fetchAudioIndex = () => query(pianoAudio.index)

export interface TrackFilter {
  categoryId?: number
  level?: number
  keywords?: string
}

export const fetchTracks = (page: number, f: TrackFilter) =>
  query(pianoAudio.tracks, { query: { page, size: TRACKS_PAGE_SIZE, category_id: f.categoryId, level: f.level, keywords: f.keywords || undefined } })

export const fetchTrackPlay = (id: number) => query(pianoAudio.trackPlayInfo, { params: { id } })

export const fetchPractice = () => query(pianoAudio.practice)

/** Practice time, reported while the learner plays: a background write that never interrupts the music. */
export const reportPractice = (body: PracticeBody) => command(pianoAudio.logPractice, { body }, { feedback: 'none' })

/** Ours: a lesson's audio to keep, where its course is downloadable and the learner may watch it. */
export const fetchLessonDownload = (id: number) => query(learning.lessonDownload, { params: { id } })

/** Ours: the listening audio of a sitting the learner handed in (Paper add-on). */
export const fetchListeningDownload = (kind: 'paper' | 'mock', recordId: number) => query(exam.listeningDownload, { query: { kind, record_id: recordId } })
