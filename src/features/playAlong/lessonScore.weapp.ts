/** weapp: pages are loaded per package already; the score comes with the lesson page. */
export { LessonScore } from './components/LessonScore'
