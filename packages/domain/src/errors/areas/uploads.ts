import type { CatalogueEntry } from '../entry.js';

/**
 * Uploads (the generic file store): codes 3400–3449. 'Upload fail' (3201), 'File exceeded upload limit!' (3202)
 * and 'Upload file size cannot exceed 5MB!' (1109) are shared with the other uploads.
 */
export const uploadsErrors = {
  UPLOAD_TYPE_NOT_ALLOWED: {
    code: 3400,
    status: 400,
    en: 'Only JPG, PNG or GIF pictures and MP4, MOV or WebM videos can be uploaded',
    zh: '只能上传 JPG、PNG、GIF 图片或 MP4、MOV、WebM 视频',
  },
  UPLOAD_IMAGE_TOO_NARROW: {
    code: 3401,
    status: 400,
    en: 'image width cannot be less than {width}',
    zh: '图片宽度不能小于 {width}',
  },
  UPLOAD_VIDEO_TOO_LARGE: {
    code: 3402,
    status: 413,
    en: 'Upload file size cannot exceed {max}MB!',
    zh: '上传文件大小不能超过 {max}MB！',
  },
  UPLOAD_TOO_MANY_FILES: {
    code: 3403,
    status: 400,
    en: 'File exceeded upload limit!',
    zh: '文件超出上传限制！',
  },
  UPLOAD_VIDEO_LINK_TOO_LONG: {
    code: 3404,
    status: 400,
    en: 'The video link may be at most {max} characters',
    zh: '视频链接最多 {max} 个字符',
  },
  UPLOAD_FILE_NOT_FOUND: {
    code: 3405,
    status: 404,
    en: 'The file does not exist',
    zh: '文件不存在',
  },
  UPLOAD_ATTACHMENT_TYPE_NOT_ALLOWED: {
    code: 3407,
    status: 400,
    en: 'Only PDF, Word, Excel or PowerPoint documents, JPG, PNG or GIF pictures and MP4, MOV or WebM videos can be attached',
    zh: '只能添加 PDF、Word、Excel、PowerPoint 文档，JPG、PNG、GIF 图片或 MP4、MOV、WebM 视频',
  },
  UPLOAD_EMPTY: {
    code: 3406,
    status: 400,
    en: 'The file is empty',
    zh: '文件为空',
  },
} as const satisfies Record<string, CatalogueEntry>;
