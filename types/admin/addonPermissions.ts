/**
 * The add-ons' console permissions, in PERMISSIONS's shape: [slug, display name, group, HTTP methods, URL
 * pattern]. MeEdu's add-ons seed their own and theirs are closed, so these are ours: slugs
 * `addons.<Name>.<what>` (`addons.Credit1Mall.orders.ship`), the group the add-on's title (积分商城), the URL
 * pattern matching the add-on's `/backend/addons/<Name>/...` paths. One file per add-on under
 * addonPermissions/, spread here.
 */
import { CREDIT1_MALL_PERMISSIONS } from './addonPermissions/Credit1Mall'
import { MIAOSHA_PERMISSIONS } from './addonPermissions/MiaoSha'
import { TUANGOU_PERMISSIONS } from './addonPermissions/TuanGou'
import { MULTI_LEVEL_SHARE_PERMISSIONS } from './addonPermissions/MultiLevelShare'
import { ZHIBO_PERMISSIONS } from './addonPermissions/Zhibo'
import { MEEDU_BOOKS_PERMISSIONS } from './addonPermissions/MeeduBooks'
import { MEEDU_TOPICS_PERMISSIONS } from './addonPermissions/MeeduTopics'
import { WENDA_PERMISSIONS } from './addonPermissions/Wenda'
import { PAPER_PERMISSIONS } from './addonPermissions/Paper'
import { CODE_EXCHANGER_PERMISSIONS } from './addonPermissions/CodeExchanger'
import { DAY_SIGN_IN_PERMISSIONS } from './addonPermissions/DaySignIn'
import { TUTOR_TIME_PERMISSIONS } from './addonPermissions/TutorTime'
import { PIANO_AUDIO_PERMISSIONS } from './addonPermissions/PianoAudio'
import { HOMEWORK_PERMISSIONS } from './addonPermissions/Homework'
import { LEARN_PATHS_PERMISSIONS } from './addonPermissions/LearnPaths'
import { CERT_PERMISSIONS } from './addonPermissions/Cert'

export const ADDON_PERMISSIONS = [...MIAOSHA_PERMISSIONS, ...TUANGOU_PERMISSIONS, ...CREDIT1_MALL_PERMISSIONS, ...MULTI_LEVEL_SHARE_PERMISSIONS, ...MEEDU_BOOKS_PERMISSIONS, ...MEEDU_TOPICS_PERMISSIONS, ...WENDA_PERMISSIONS, ...ZHIBO_PERMISSIONS, ...PAPER_PERMISSIONS, ...CODE_EXCHANGER_PERMISSIONS, ...DAY_SIGN_IN_PERMISSIONS, ...TUTOR_TIME_PERMISSIONS, ...PIANO_AUDIO_PERMISSIONS, ...HOMEWORK_PERMISSIONS, ...LEARN_PATHS_PERMISSIONS, ...CERT_PERMISSIONS] as const
