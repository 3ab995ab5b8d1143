/**
 * Every endpoint table, by domain (the names of the glossary, docs/GLOSSARY.md). The app imports one
 * domain's file where it calls it (so a page loads only its own tables); this list is for the server's
 * registration check and tests.
 */
import { site } from './site'
import { auth } from './auth'
import { member } from './member'
import { catalogue } from './catalogue'
import { learning } from './learning'
import { order } from './order'
import { wallet } from './wallet'
import { miniProgram } from './miniProgram'
import { book } from './book'
import { signIn } from './signIn'
import { redeemCode } from './redeemCode'
import { cert } from './cert'
import { topic } from './topic'
import { learnPath } from './learnPath'
import { qa } from './qa'
import { flashSale } from './flashSale'
import { groupBuy } from './groupBuy'
import { pianoAudio } from './pianoAudio'
import { creditMall } from './creditMall'
import { tutorTime } from './tutorTime'
import { exam } from './exam'
import { referral } from './referral'
import { live } from './live'
import { homework } from './homework'

export const endpointTables = { site, auth, member, catalogue, learning, order, wallet, miniProgram, book, signIn, redeemCode, cert, topic, learnPath, qa, flashSale, groupBuy, pianoAudio, creditMall, tutorTime, exam, referral, live, homework } as const
