import { z } from 'zod';
import type { ErrorName, ErrorParams } from '../errors/catalogue.js';

/** A refused upload: the catalogue error and its parameters. */
export type UploadProblem = { name: ErrorName; params?: ErrorParams };

/**
 * The two upload variants of the spec (spec 2 §5 'Uploads', §9): the standard one (video link up to 150
 * characters, videos up to 20 MB) and the size-limited one (video link up to 500, every file up to 5 MB, pictures
 * at least 200 px wide).
 */
export const uploadVariants = ['standard', 'sizeLimited'] as const;
export type UploadVariant = (typeof uploadVariants)[number];

const MB = 1024 * 1024;

/** The upload limits (spec 2 §9 'Upload'). */
export const uploadLimits = {
  /** Files of one form (the picture list). */
  files: 9,
  imageBytes: 5 * MB,
  otherBytes: { standard: 20 * MB, sizeLimited: 5 * MB },
  videoLink: { standard: 150, sizeLimited: 500 },
  minImageWidth: 200,
} as const;

/** The largest file either variant accepts: the multipart parser's own limit. */
export const UPLOAD_MAX_BYTES = Math.max(uploadLimits.imageBytes, ...Object.values(uploadLimits.otherBytes));

/** The types accepted, by their real content: pictures jpg/jpeg/png/gif and videos. */
export const uploadTypes = {
  'image/jpeg': { kind: 'image', extensions: ['jpg', 'jpeg'] },
  'image/png': { kind: 'image', extensions: ['png'] },
  'image/gif': { kind: 'image', extensions: ['gif'] },
  'video/mp4': { kind: 'video', extensions: ['mp4', 'm4v'] },
  'video/quicktime': { kind: 'video', extensions: ['mov'] },
  'video/webm': { kind: 'video', extensions: ['webm'] },
} as const;
export type UploadMime = keyof typeof uploadTypes;
export type UploadKind = (typeof uploadTypes)[UploadMime]['kind'];

/** What the file picker offers (extensions and types). */
export const UPLOAD_ACCEPT = Object.entries(uploadTypes)
  .flatMap(([mime, t]) => [mime, ...t.extensions.map((e) => `.${e}`)])
  .join(',');
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif';

/**
 * The single attachment of a channel problem item (spec 3 §5, §9: one file, 10 MB): a document, a picture or a
 * video, by its real content. Office documents are the OOXML ones (docx, xlsx, pptx): the older doc/xls/ppt share
 * one container format whose bytes do not tell which they are.
 */
export const attachmentTypes = {
  ...uploadTypes,
  'application/pdf': { kind: 'document', extensions: ['pdf'] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    kind: 'document',
    extensions: ['docx'],
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    kind: 'document',
    extensions: ['xlsx'],
  },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    kind: 'document',
    extensions: ['pptx'],
  },
} as const;
export type AttachmentMime = keyof typeof attachmentTypes;
export const ATTACHMENT_MAX_BYTES = 10 * MB;
export const ATTACHMENT_ACCEPT = Object.entries(attachmentTypes)
  .flatMap(([mime, t]) => [mime, ...t.extensions.map((e) => `.${e}`)])
  .join(',');

/** The variants POST /api/files/upload takes: the two form variants and the channel problem attachment. */
export const fileUploadVariants = [...uploadVariants, 'attachment'] as const;
export type FileUploadVariant = (typeof fileUploadVariants)[number];

/** An attachment as the server sees it (real type and size): the first problem, or null when it may be stored. */
export function attachmentFileProblem(file: {
  detectedMime: string | null;
  size: number;
}): UploadProblem | null {
  if (file.size <= 0) return { name: 'UPLOAD_EMPTY' };
  if (!file.detectedMime || !(file.detectedMime in attachmentTypes))
    return { name: 'UPLOAD_ATTACHMENT_TYPE_NOT_ALLOWED' };
  return file.size > ATTACHMENT_MAX_BYTES
    ? { name: 'UPLOAD_VIDEO_TOO_LARGE', params: { max: ATTACHMENT_MAX_BYTES / MB } }
    : null;
}

/** The accepted type of a MIME type, or null. */
export function uploadKindOf(mime: string | null | undefined): UploadKind | null {
  return mime && mime in uploadTypes ? uploadTypes[mime as UploadMime].kind : null;
}

/** The size limit of a file of this kind in this variant, in bytes. */
export const uploadMaxBytes = (kind: UploadKind, variant: UploadVariant): number =>
  kind === 'image' ? uploadLimits.imageBytes : uploadLimits.otherBytes[variant];

/** Size check: pictures 5 MB ('Upload file size cannot exceed 5MB!'), other files 20 MB or 5 MB. */
export function uploadSizeProblem(
  kind: UploadKind,
  size: number,
  variant: UploadVariant,
): UploadProblem | null {
  if (size <= 0) return { name: 'UPLOAD_EMPTY' };
  const max = uploadMaxBytes(kind, variant);
  if (size <= max) return null;
  return max === uploadLimits.imageBytes
    ? { name: 'FILE_TOO_LARGE' }
    : { name: 'UPLOAD_VIDEO_TOO_LARGE', params: { max: max / MB } };
}

/** The size-limited variant needs pictures at least 200 px wide ('image width cannot be less than 200'). */
export function imageWidthProblem(width: number, variant: UploadVariant): UploadProblem | null {
  return variant === 'sizeLimited' && width < uploadLimits.minImageWidth
    ? { name: 'UPLOAD_IMAGE_TOO_NARROW', params: { width: uploadLimits.minImageWidth } }
    : null;
}

/** At most 9 files per form ('File exceeded upload limit!'). */
export function uploadCountProblem(count: number): UploadProblem | null {
  return count > uploadLimits.files ? { name: 'UPLOAD_TOO_MANY_FILES' } : null;
}

/** The video link: 150 characters, 500 in the size-limited variant. */
export function videoLinkProblem(
  link: string | null | undefined,
  variant: UploadVariant,
): UploadProblem | null {
  const max = uploadLimits.videoLink[variant];
  return (link ?? '').trim().length > max ? { name: 'UPLOAD_VIDEO_LINK_TOO_LONG', params: { max } } : null;
}

/**
 * One file as the server sees it: its real type (from its bytes, never the name or the browser's word), its
 * size and, for a picture, its width. The first problem, or null when it may be stored.
 */
export function uploadFileProblem(file: {
  detectedMime: string | null;
  size: number;
  width: number | null;
  variant: UploadVariant;
}): UploadProblem | null {
  if (file.size <= 0) return { name: 'UPLOAD_EMPTY' };
  const kind = uploadKindOf(file.detectedMime);
  if (!kind) return { name: 'UPLOAD_TYPE_NOT_ALLOWED' };
  const size = uploadSizeProblem(kind, file.size, file.variant);
  if (size) return size;
  if (kind === 'image') {
    if (file.width === null) return { name: 'UPLOAD_FAILED' };
    return imageWidthProblem(file.width, file.variant);
  }
  return null;
}

/**
 * The name a stored file is offered under: the base name without control or path characters, at most 200
 * characters, with the extension of its real type when the given one does not match it.
 */
export function storedFileName(original: string, mime: AttachmentMime): string {
  const base = (original.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .trim();
  const { extensions } = attachmentTypes[mime];
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  const stem = (dot > 0 ? base.slice(0, dot) : base).slice(0, 190) || 'file';
  return (extensions as readonly string[]).includes(ext) ? `${stem}.${ext}` : `${stem}.${extensions[0]}`;
}

/** The address a stored file is served from. */
export const fileUrl = (id: string) => `/api/files/${id}`;

/** An uploaded file as forms hold it and refunds and reissues store it (spec 2 §3 'Upload item'). */
export const uploadItemSchema = z.object({
  id: z.uuid({ error: 'UPLOAD_FILE_NOT_FOUND' }),
  name: z.string().trim().min(1).max(200),
  url: z.string().max(1000),
});
export type UploadItem = z.infer<typeof uploadItemSchema>;

/** POST /api/files/upload: the stored file as the server answers it (the form then holds it as an UploadItem). */
export const uploadedFileSchema = z.object({ id: z.string(), name: z.string(), url: z.string() });

/** The files of one form: at most 9 ('File exceeded upload limit!'). */
export const uploadItemsSchema = z
  .array(uploadItemSchema)
  .max(uploadLimits.files, { error: 'UPLOAD_TOO_MANY_FILES' })
  .default([]);

/** The system configuration entry listing the problem types whose refund needs a picture or a video link. */
export const UPLOAD_PROBLEM_TYPES_CONFIG = 'refundUploadProblemTypes';

/** The configured problem types: a list of ids or the older comma-separated text ('202,204'). */
export function problemTypeList(value: unknown): number[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const ids = parts.map((p) => Number(String(p).trim())).filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)];
}

/**
 * May this user put the stored file on a record (issue 10 / L5)? An upload not yet attached belongs to its uploader
 * alone: anyone else naming its id finds nothing, so an id seen elsewhere cannot be claimed. Once a form attached
 * it, it travels with its record (an edit by another user keeps the record's files).
 */
export function uploadClaimProblem(
  file: { createdBy: number; attachedPlatformId: number | null },
  userId: number,
): 'UPLOAD_FILE_NOT_FOUND' | null {
  return file.attachedPlatformId === null && file.createdBy !== userId ? 'UPLOAD_FILE_NOT_FOUND' : null;
}
