import path from 'path'
import type { AddonDefinition } from '../types'
import { admin } from './admin'
import { homeworkRoutes } from './routes'
import { seedHomework } from './seed'

/**
 * Homework (ours: docs/API.md "Homework"): a teacher (a member with the teacher role) gives an
 * assignment; the learner hands in a recorded take; the teacher reviews it with stars, a comment and
 * timestamped notes. Takes live behind a storage interface (storage.ts), served by signed URLs.
 */
export const homework: AddonDefinition = {
  name: 'Homework',
  prefix: '/addons/Homework',
  routes: homeworkRoutes,
  admin,
  migrations: path.join(__dirname, 'migrations'),
  seed: seedHomework
}
