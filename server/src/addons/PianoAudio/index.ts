import path from 'path'
import type { AddonDefinition } from '../types'
import { routes } from './routes'
import { seedPianoAudio } from './seed'

export const pianoAudio: AddonDefinition = {
  name: 'PianoAudio',
  prefix: '/addons/PianoAudio',
  routes,
  migrations: path.join(__dirname, 'migrations'),
  seed: seedPianoAudio
}
