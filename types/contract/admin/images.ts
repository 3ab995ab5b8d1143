/** The image library (MeEdu 4.9.13: MediaImageController, UploadBus): upload, list, delete. */
import { Type, type Static } from 'typebox'
import { Enum } from '../common'
import { AdminPaging } from './common'
import { IMAGE_SCENES } from '../../admin/catalogue'
import { IdsOf } from './courses'

export const MediaImage = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  path: Type.String(),
  disk: Type.String(),
  name: Type.String(),
  scene: Type.String(),
  category_id: Type.Integer(),
  size: Type.Integer(),
  width: Type.Integer(),
  height: Type.Integer(),
  created_at: Type.String()
})
export type MediaImage = Static<typeof MediaImage>

export const ImageListQuery = Type.Object({
  ...AdminPaging.properties,
  scene: Type.Optional(Type.Union([Enum(IMAGE_SCENES), Type.Literal('')], { title: '场景' })),
  name: Type.Optional(Type.String({ maxLength: 100, title: '图片名' }))
})
export const ImageList = Type.Object({ data: Type.Array(MediaImage), total: Type.Integer() })

export const ImageUploadQuery = Type.Object({ scene: Enum(IMAGE_SCENES, { title: '场景' }) })
/** MeEdu's upload answer (path, url, disk, name, media_image_id). */
export const ImageUploaded = Type.Object({ path: Type.String(), url: Type.String(), disk: Type.String(), name: Type.String(), media_image_id: Type.Integer() })

export const ImageIdsBody = IdsOf('图片')
