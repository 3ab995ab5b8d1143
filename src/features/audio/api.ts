import { get, post } from '../../core/request'
import type { AudioIndex, PracticeBody, PracticeSummary, TrackPlayInfo, TracksPage } from '../../../types/api'

/** The studio's PianoAudio add-on (docs/API.md "PianoAudio"): no MeEdu client calls these. */
const V1 = '/addons/PianoAudio/api/v1'

const TRACKS_PAGE_SIZE = 20

export const fetchAudioIndex = () => get<AudioIndex>(`${V1}/index`, undefined, { silent: true })

export interface TrackFilter {
  categoryId?: number
  level?: number
  keywords?: string
}

export const fetchTracks = (page: number, f: TrackFilter) =>
  get<TracksPage>(`${V1}/tracks`, { page, size: TRACKS_PAGE_SIZE, category_id: f.categoryId, level: f.level, keywords: f.keywords || undefined }, { silent: true })

export const fetchTrackPlay = (id: number) => get<TrackPlayInfo>(`${V1}/track/${id}/playinfo`, undefined, { silent: true })

export const fetchPractice = () => get<PracticeSummary>(`${V1}/practice`, undefined, { silent: true })

export const reportPractice = (body: PracticeBody) => post<PracticeSummary>(`${V1}/practice`, body, { silent: true })
