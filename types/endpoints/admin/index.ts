/**
 * Every console endpoint table, by area (MeEdu's admin API). The console imports one area's file where it
 * calls it; this list is for the server's registration check, the route count and tests.
 */
import { adminAuth } from './auth'
import { adminComments } from './comments'
import { adminCourses } from './courses'
import { adminDashboard } from './dashboard'
import { adminMedia } from './media'
import { adminMembers } from './members'
import { adminOrders } from './orders'
import { adminPromoCodes } from './promoCodes'
import { adminStats } from './stats'
import { adminDecoration } from './decoration'
import { adminImages } from './images'
import { adminLessons } from './lessons'
import { adminStaff } from './staff'
import { adminSystem } from './system'
import { adminVip } from './vip'
import { adminMiaoSha } from './addons/miaoSha'
import { adminTuanGou } from './addons/tuanGou'
import { adminCredit1Mall } from './addons/credit1Mall'
import { adminPianoAudio } from './addons/pianoAudio'
import { adminLearnPaths } from './addons/learnPaths'
import { adminCert } from './addons/cert'
import { adminShare } from './addons/multiLevelShare'
import { adminZhibo } from './addons/zhibo'
import { adminBooks } from './addons/books'
import { adminTopics } from './addons/topics'
import { adminWenda } from './addons/wenda'
import { adminPaper } from './addons/paper'
import { adminCodeExchanger } from './addons/codeExchanger'
import { adminDaySignIn } from './addons/daySignIn'
import { adminTutorTime } from './addons/tutorTime'



export const adminTables = { adminAuth, adminDashboard, adminMedia, adminStaff, adminSystem, adminMembers, adminOrders, adminPromoCodes, adminStats, adminCourses, adminLessons, adminComments, adminImages, adminDecoration, adminVip, adminMiaoSha, adminTuanGou, adminCredit1Mall, adminShare, adminBooks, adminTopics, adminWenda, adminZhibo, adminPaper, adminCodeExchanger, adminDaySignIn, adminTutorTime, adminPianoAudio, adminLearnPaths, adminCert } as const
