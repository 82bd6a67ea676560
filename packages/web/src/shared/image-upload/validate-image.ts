import {
  imageWidthProblem,
  type UploadKind,
  type UploadProblem,
  type UploadVariant,
  uploadCountProblem,
  uploadKindOf,
  uploadLimits,
  uploadSizeProblem,
  uploadTypes,
} from '@backdesk/domain';

/** At most 9 files per form (spec 2 §9). */
export const MAX_UPLOAD_FILES = uploadLimits.files;

/** The kind of a picked file from its type, else its extension (the server checks the bytes again). */
export function pickedKind(file: { type: string; name: string }): UploadKind | null {
  const byType = uploadKindOf(file.type);
  if (byType) return byType;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const match = Object.values(uploadTypes).find((t) => (t.extensions as readonly string[]).includes(ext));
  return match?.kind ?? null;
}

/**
 * The checks the browser can make before sending (spec 2 §5 'Uploads'): the count, the type, the size; the
 * picture's width in the size-limited variant is checked after decoding (`widthProblem`).
 */
export function pickedFileProblem(
  file: { type: string; name: string; size: number },
  countBefore: number,
  variant: UploadVariant,
  allowVideo: boolean,
): UploadProblem | null {
  const count = uploadCountProblem(countBefore + 1);
  if (count) return count;
  const kind = pickedKind(file);
  if (!kind || (kind === 'video' && !allowVideo)) return { name: 'UPLOAD_TYPE_NOT_ALLOWED' };
  return uploadSizeProblem(kind, file.size, variant);
}

export const widthProblem = imageWidthProblem;
