/** The image library (MeEdu's media/images routes: listing and uploading are open to every administrator). */
import type { Static } from 'typebox'
import { adminEndpoint } from '../endpoint'
import type * as Common from '../../contract/common'
import type * as I from '../../contract/admin/images'

export const adminImages = {
  images: adminEndpoint<{ query: Static<typeof I.ImageListQuery>; response: Static<typeof I.ImageList> }>('GET', '/backend/api/v1/media/images', 'staff'),
  // A multipart form (`file`), sent by the upload component rather than `call`.
  upload: adminEndpoint<{ query: Static<typeof I.ImageUploadQuery>; response: Static<typeof I.ImageUploaded> }>('POST', '/backend/api/v1/media/image', 'staff'),
  deleteImages: adminEndpoint<{ body: Static<typeof I.ImageIdsBody>; response: Static<typeof Common.EmptyData> }>('POST', '/backend/api/v1/media/image/delete/multi', 'media.image.delete.multi')
} as const
