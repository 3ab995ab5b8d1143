/** A course's chapters, lessons and attachments (MeEdu 4.9.13: CourseChapterController, CourseVideoController, CourseAttachController). */
import fs from 'fs'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminLessons } from '~types/endpoints/admin/lessons'
import * as L from '~types/contract/admin/lessons'
import { ATTACHMENT_MAX_BYTES } from '~types/admin/catalogue'
import { EmptyData, IdParams } from '~types/contract/common'
import { fail, notFound } from '../../http/envelope'
import { MEDIA_DIR } from '../../lib/uploads'
import { adminRoute } from '../route'
import { paginated, storedMoment } from '../forms'
import { courseBriefs, courseById } from '../courses/store'
import * as store from './store'
import { findAsset } from '../../media/store'
import { chapterView, videoView } from './views'
import { isAttachmentExtension, pendingFile, pendingKey, readUploadKey, receivePending, signUpload, storedPath } from './attachmentUpload'

const EMPTY: [] = []
const CHAPTER = 'vod-chapter'
const VIDEO = 'vod-video'
const ATTACH = 'vod-attach'

/** A lesson's media: a video of the media folder's `videos/` (the trial is its cut beside it, `.trial.mp4`). */
const LESSON_MEDIA = /^videos\/[\w-]+(\.[\w-]+)*\.mp4$/
const trialOf = (media: string) => media.replace(/\.mp4$/, '.trial.mp4')

export async function lessonRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.kdb

  const course = async (id: number) => {
    const row = await courseById(db, id)
    if (!row) throw notFound()
    return row
  }
  const brief = (c: { id: number; title: string; thumb: string; charge: number }) => ({ id: c.id, title: c.title, thumb: c.thumb, charge: c.charge })

  // 章节

  adminRoute(app, db, adminLessons.chapters, { schema: { params: L.CourseIdParams, response: L.ChapterList } }, async (req) => {
    const c = await course(req.params.course_id)
    return { course: brief(c), chapters: (await store.chaptersOf(db, c.id)).map(chapterView) }
  })

  adminRoute(app, db, adminLessons.createChapter, { schema: { params: L.CourseIdParams, body: L.ChapterBody, response: EmptyData }, log: { module: CHAPTER, opt: 'STORE' } }, async (req) => {
    const c = await course(req.params.course_id)
    await store.createChapter(db, c.id, req.body.title.trim(), req.body.sort)
    return EMPTY
  })

  const chapter = async (courseId: number, id: number) => {
    const row = await store.chapterOf(db, courseId, id)
    if (!row) throw notFound()
    return row
  }

  adminRoute(app, db, adminLessons.chapter, { schema: { params: L.ChapterParams, response: L.Chapter } }, async (req) => chapterView(await chapter(req.params.course_id, req.params.id)))

  adminRoute(app, db, adminLessons.updateChapter, { schema: { params: L.ChapterParams, body: L.ChapterBody, response: EmptyData }, log: { module: CHAPTER, opt: 'UPDATE' } }, async (req) => {
    const row = await chapter(req.params.course_id, req.params.id)
    await store.updateChapter(db, row.id, req.body.title.trim(), req.body.sort)
    return EMPTY
  })

  adminRoute(app, db, adminLessons.deleteChapter, { schema: { params: L.ChapterParams, response: EmptyData }, log: { module: CHAPTER, opt: 'DESTROY' } }, async (req) => {
    const row = await chapter(req.params.course_id, req.params.id)
    if (await store.chapterHasVideos(db, row.id)) throw fail('当前章节下存在视频无法删除')
    await store.deleteChapter(db, row.id)
    return EMPTY
  })

  /** `ids` must be exactly the set it reorders: a list from a stale page would otherwise drop some. */
  const sameSet = (ids: number[], known: number[], what: string) => {
    if (new Set(ids).size !== ids.length || ids.length !== known.length || ids.some((id) => !known.includes(id))) throw fail(`${what}已变化，请刷新后重试`)
  }

  adminRoute(app, db, adminLessons.orderChapters, { schema: { params: L.CourseIdParams, body: L.ChapterIdsBody, response: EmptyData }, log: { module: CHAPTER, opt: 'UPDATE' } }, async (req) => {
    const c = await course(req.params.course_id)
    sameSet(req.body.ids, (await store.chaptersOf(db, c.id)).map((r) => r.id), '章节')
    await store.orderChapters(db, req.body.ids)
    return EMPTY
  })

  // 课时

  adminRoute(app, db, adminLessons.videos, { schema: { query: L.VideoListQuery, response: L.VideoList } }, async (req) => {
    const { page = 1, size = 10, ...filter } = req.query
    const { rows, total } = await store.listVideos(db, filter, page, size)
    return { videos: paginated(req, ctx.publicUrl, rows.map(videoView), total, page, size) }
  })

  /** A 视频库 asset that finished transcoding (its ladder cuts any trial), or a legacy file with its trial cut. */
  const lessonMedia = async (b: L.VideoBody, freeSeconds: number) => {
    if (b.media_asset_id) {
      const asset = await findAsset(db, b.media_asset_id)
      if (!asset) throw fail('视频库中没有该视频')
      if (asset.status !== 'ready') throw fail('该视频尚未转码完成，请稍后再选')
      return { media: '', media_asset_id: asset.id }
    }
    const media = (b.url ?? '').trim()
    if (!media) throw fail('请从视频库选择视频')
    if (!LESSON_MEDIA.test(media) || media.endsWith('.trial.mp4') || !(await ctx.files.media.exists(media))) throw fail('视频文件不存在，请填写媒体库 videos/ 下的 mp4 文件')
    if (freeSeconds > 0 && !(await ctx.files.media.exists(trialOf(media)))) throw fail('该视频没有试看片段，请把试看秒数设为0')
    return { media, media_asset_id: null }
  }

  /** MeEdu's CourseVideoRequest with our checks: the chapter is the course's, the media is there, a trial has its cut. */
  const videoFields = async (b: L.VideoBody): Promise<store.VideoFields> => {
    await course(b.course_id).catch(() => {
      throw fail('所属课程不存在')
    })
    const chapterId = b.chapter_id ?? 0
    if (chapterId && !(await store.chapterOf(db, b.course_id, chapterId))) throw fail('所属章节不存在')
    const freeSeconds = b.free_seconds ?? 0
    if (freeSeconds > b.duration) throw fail('试看秒数不能超过视频时长')
    return {
      course_id: b.course_id,
      chapter_id: chapterId,
      title: b.title.trim(),
      ...(await lessonMedia(b, freeSeconds)),
      duration: b.duration,
      published_at: storedMoment(b.published_at, '上架时间'),
      charge: b.charge ?? 0,
      free_seconds: freeSeconds,
      ban_drag: b.ban_drag ?? 0,
      is_ban_sell: b.is_ban_sell ?? 0
    }
  }

  adminRoute(app, db, adminLessons.createVideo, { schema: { body: L.VideoBody, response: EmptyData }, log: { module: VIDEO, opt: 'STORE' } }, async (req) => {
    await store.createVideo(db, await videoFields(req.body))
    return EMPTY
  })

  const video = async (id: number) => {
    const row = await store.videoById(db, id)
    if (!row) throw notFound()
    return row
  }

  adminRoute(app, db, adminLessons.video, { schema: { params: IdParams, response: L.VideoDetail } }, async (req) => ({
    video: videoView(await video(req.params.id)),
    courses: (await courseBriefs(db)).map(brief)
  }))

  adminRoute(app, db, adminLessons.updateVideo, { schema: { params: IdParams, body: L.VideoBody, response: EmptyData }, log: { module: VIDEO, opt: 'UPDATE' } }, async (req) => {
    const row = await video(req.params.id)
    const fields = await videoFields(req.body)
    // Moving a lesson to another course leaves its learners' records behind: refused once it has any.
    if (fields.course_id !== row.course_id && (await store.videosInUse(db, [row.id]))) throw fail('已有学员学习或购买的课时不能移到其他课程')
    await store.updateVideo(db, row.id, fields)
    return EMPTY
  })

  adminRoute(app, db, adminLessons.deleteVideos, { schema: { body: L.VideoIdsBody, response: EmptyData }, log: { module: VIDEO, opt: 'DESTROY' } }, async (req) => {
    const ids = [...new Set(req.body.ids)]
    const found = await store.videosByIds(db, ids)
    if (found.length !== ids.length) throw fail('课时不存在')
    // Ours: a lesson someone bought or watched keeps their records; MeEdu deletes it and leaves them dangling.
    if (await store.videosInUse(db, ids)) throw fail('已有学员学习或购买的课时无法删除')
    await store.deleteVideos(db, ids)
    return EMPTY
  })

  adminRoute(app, db, adminLessons.orderVideos, { schema: { body: L.VideoOrderBody, response: EmptyData }, log: { module: VIDEO, opt: 'UPDATE' } }, async (req) => {
    const c = await course(req.body.course_id)
    const items = req.body.items
    sameSet(items.map((i) => i.id), (await store.videoIdsOf(db, c.id)).map((r) => r.id), '课时')
    const chapters = new Set((await store.chaptersOf(db, c.id)).map((r) => r.id))
    if (items.some((i) => i.chapter_id !== 0 && !chapters.has(i.chapter_id))) throw fail('章节已变化，请刷新后重试')
    await store.orderVideos(db, items)
    return EMPTY
  })

  // 附件

  adminRoute(app, db, adminLessons.attachments, { schema: { query: L.AttachmentQuery, response: L.AttachmentList } }, async (req) => {
    const c = await course(req.query.course_id)
    return { data: await store.attachmentsOf(db, c.id), course: brief(c) }
  })

  adminRoute(app, db, adminLessons.attachmentSign, { schema: { query: L.AttachmentSignQuery, response: L.AttachmentSign } }, async (req) => {
    const ext = req.query.extension.trim().toLowerCase().replace(/^\./, '')
    if (!isAttachmentExtension(ext)) throw fail('格式不支持')
    const key = signUpload(ctx.mediaSecret, ext, req.admin.id)
    return { key, upload_url: `${ctx.publicUrl}${adminLessons.uploadAttachment.path.replace(':key', encodeURIComponent(key))}` }
  })

  // The upload address takes the file's raw bytes, whatever their type, in a scope of its own.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', (_req, payload, done) => done(null, payload))
    adminRoute(scope, db, adminLessons.uploadAttachment, { schema: { params: L.AttachmentUploadParams, response: EmptyData }, log: false }, async (req) => {
      const key = readUploadKey(ctx.mediaSecret, req.params.key)
      if (!key) throw fail('上传地址已失效，请重新上传')
      // The request's own stream: the parser above hands it on unread (an empty one is refused below).
      const local = pendingFile(MEDIA_DIR, key)
      const got = await receivePending(req.raw, local, key.ext, ATTACHMENT_MAX_BYTES)
      if ('problem' in got) throw fail(got.problem === 'too large' ? '附件不能超过50MB' : got.problem === 'empty' ? '请上传文件' : '文件内容与格式不符')
      // Checked: a bucket takes it now, so storing the key may happen on any machine (the folder already holds it).
      if (ctx.files.kind !== 'local') {
        await ctx.files.media.put(pendingKey(key), fs.createReadStream(local))
        await fs.promises.rm(local, { force: true })
      }
      return EMPTY
    })
  })

  adminRoute(app, db, adminLessons.createAttachment, { schema: { body: L.AttachmentBody, response: EmptyData }, log: { module: ATTACH, opt: 'STORE' } }, async (req) => {
    const c = await course(req.body.course_id).catch(() => {
      throw fail('课程不存在')
    })
    const key = readUploadKey(ctx.mediaSecret, req.body.key)
    if (!key) throw fail('请重新上传')
    const size = await ctx.files.media.size(pendingKey(key))
    if (size === null) throw fail('未查询到上传的文件')
    const file = storedPath(key)
    await ctx.files.media.move(pendingKey(key), file)
    await store.createAttachment(db, { course_id: c.id, name: req.body.name.trim(), size, extension: key.ext, path: file })
    return EMPTY
  })

  adminRoute(app, db, adminLessons.deleteAttachment, { schema: { params: IdParams, response: EmptyData }, log: { module: ATTACH, opt: 'DESTROY' } }, async (req) => {
    const row = await store.attachmentById(db, req.params.id)
    if (!row) throw notFound()
    await store.deleteAttachment(db, row.id)
    // Only a file the console stored (its random name): the seeded ones may be shared.
    if (/^attachments\/uploads\/[0-9a-f]{24}\.\w+$/.test(row.path)) await ctx.files.media.delete(row.path)
    return EMPTY
  })
}
