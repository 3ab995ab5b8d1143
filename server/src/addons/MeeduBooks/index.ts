import path from 'path'
import type { AddonDefinition } from '../types'
import { routes } from './routes'
import { admin } from './admin'
import { seedBooks } from './seed'
import { deliverBook } from './store'
import { bookBlock } from './views'

export const meeduBooks: AddonDefinition = {
  name: 'MeeduBooks',
  prefix: '/addons/MeeduBooks',
  routes,
  admin,
  migrations: path.join(__dirname, 'migrations'),
  seed: seedBooks,
  goods: [
    { type: 'book', label: 'BOOK', text: '电子书', deliver: deliverBook }
  ],
  // MeEdu's h5 book block (admin "book-v1"): config {title, items: [bookId]} -> the book cards.
  blocks: { 'h5-book-v1': bookBlock }
}
