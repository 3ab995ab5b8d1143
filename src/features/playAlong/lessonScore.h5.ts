import { lazy } from 'react'

/**
 * H5: the lesson player's score (ScoreView, the time map, the cursor) is its own chunk, fetched once a lesson
 * the learner may watch renders it: a shared lesson link lands without it. Render it inside <Suspense>.
 */
export const LessonScore = lazy(() => import(/* webpackChunkName: "lesson-score" */ './components/LessonScore').then((m) => ({ default: m.LessonScore })))
