import { BELL, BOOK, CERTIFICATE, CLOCK, COPY, CROWN, DOWNLOAD, EXAM, FLASH, GIFT, HEADPHONES, ORDERS, QUESTION, SETTING, SHARE, SIGN_IN, TAG, TEAM, USER, WALLET } from '../../components/Icon/paths'

/** The me tab's icon for each member-centre entry (by its page), and the ones that sit in the grid at the top. */
export const ENTRY_ICONS: Readonly<Record<string, string>> = {
  '/packageA/member/order': ORDERS,
  '/packageA/member/messages': BELL,
  '/pages/role/role': CROWN,
  '/packageA/member/profile/index': USER,
  '/packageA/member/setting': SETTING,
  '/packageA/exam/home': EXAM,
  '/packageA/exam/user/paper': COPY,
  '/packageA/qa/index?scene=mine': QUESTION,
  '/packageA/member/share/share': SHARE,
  '/packageA/member/codeExchanger/index': TAG,
  '/packageA/member/signCenter': SIGN_IN,
  '/packageA/member/credit1': GIFT,
  '/packageA/member/miaosha': FLASH,
  '/packageA/member/tuangou': TEAM,
  '/packageA/member/tutortime': CLOCK,
  '/packageA/member/certification': CERTIFICATE,
  '/packageB/pianoAudio/index': HEADPHONES,
  '/packageB/pianoAudio/downloads': DOWNLOAD,
  '/packageA/member/recharge': WALLET
}

/** A generic icon for an entry the map does not know (a new add-on's). */
export const ENTRY_ICON_FALLBACK = BOOK

/** What a learner opens most, in the grid's order (an entry whose add-on is off is left out). */
export const FREQUENT_ENTRIES: readonly string[] = [
  '/packageA/member/order',
  '/packageA/member/messages',
  '/packageA/member/signCenter',
  '/packageA/member/credit1',
  '/packageB/pianoAudio/downloads',
  '/packageA/member/certification',
  '/packageA/exam/user/paper',
  '/packageA/member/recharge'
]
