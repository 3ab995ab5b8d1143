/**
 * Plain constants of the console's catalogue, decoration and VIP screens, shared by the contract
 * (types/contract/admin), the server and the console's forms. No TypeBox here: the console imports this file
 * at run time.
 */

/** MeEdu's UploadBus::SCENE_LIST: what an image was uploaded for (the library's tabs). */
export const IMAGE_SCENES = ['cover', 'avatar', 'verify', 'editor', 'other', 'config', 'decoration'] as const
export type ImageScene = (typeof IMAGE_SCENES)[number]
/** Ours: the largest image accepted, and the longest side it is stored at (re-encoded, metadata dropped). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const IMAGE_MAX_SIDE = 2400

/** MeEdu's attachment types (FrontendConstant::VOD_COURSE_ATTACH_CONTENT_TYPE_LIST), by extension. */
export const ATTACHMENT_TYPES = {
  zip: 'application/zip',
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  md: 'text/markdown',
  doc: 'application/msword',
  txt: 'text/plain',
  csv: 'text/csv',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  rar: 'application/x-rar-compressed',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation'
} as const
export type AttachmentExtension = keyof typeof ATTACHMENT_TYPES
/** Ours: the largest attachment accepted (MeEdu leaves it to the storage bucket). */
export const ATTACHMENT_MAX_BYTES = 50 * 1024 * 1024

/** Ours beside MeEdu's course filters: where a course stands for learners. */
export const COURSE_STATES = ['published', 'scheduled', 'hidden'] as const

/** Ours: `pass` marks comments reviewed, `hide` takes them out of learners' lists, `show` puts them back. */
export const COMMENT_ACTIONS = ['pass', 'hide', 'show'] as const

/** The longest benefit list a VIP plan card shows well. */
export const VIP_DESCRIPTION_LINES = 10

/** MeEdu's FrontendConstant platforms of sliders and of navigation. */
export const SLIDER_PLATFORMS = ['PC', 'H5', 'MINI', 'APP'] as const
export const NAV_PLATFORMS = ['PC', 'h5'] as const
