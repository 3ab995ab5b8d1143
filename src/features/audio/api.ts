import { query, command } from '../../core/request'
import type { AudioIndex, PracticeBody, PracticeSummary, TrackPlayInfo, TracksPage } from '../../../types/api'

/** The studio's PianoAudio add-on (docs/API.md "PianoAudio"): no MeEdu client calls these. */
const V1 = '/addons/PianoAudio/api/v1'

const TRACKS_PAGE_SIZE = 20

export const fetchAudioIndex = () => query<AudioIndex>(`${V1}/index`)

export interface TrackFilter {
  categoryId?: number
  level?: number
  keywords?: string
}

export const fetchTracks = (page: number, f: TrackFilter) =>
  query<TracksPage>(`${V1}/tracks`, { page, size: TRACKS_PAGE_SIZE, category_id: f.categoryId, level: f.level, keywords: f.keywords || undefined })

export const fetchTrackPlay = (id: number) => query<TrackPlayInfo>(`${V1}/track/${id}/playinfo`)

export const fetchPractice = () => query<PracticeSummary>(`${V1}/practice`)

/** Practice time, reported while the learner plays: a background write that never interrupts the music. */
export const reportPractice = (body: PracticeBody) => command<PracticeSummary>(`${V1}/practice`, body, { feedback: 'none' })
