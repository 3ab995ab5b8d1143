import path from 'path'
import type { AddonDefinition } from '../types'
import { routes } from './routes'
import { admin } from './admin'
import { seedPianoAudio } from './seed'

export const pianoAudio: AddonDefinition = {
  name: 'PianoAudio',
  prefix: '/addons/PianoAudio',
  routes,
  admin,
  migrations: path.join(__dirname, 'migrations'),
  seed: seedPianoAudio
}
