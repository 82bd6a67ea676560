/** Picture upload rules (spec 1 §5 and §9): an image type, at most 5 MB, at least 200 px wide, at most 9 files. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MIN_IMAGE_WIDTH = 200;
export const MAX_IMAGE_FILES = 9;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/bmp'] as const;

export type ImageProblem = 'notImage' | 'tooLarge' | 'tooNarrow' | 'tooMany';

/** Checks that need no decoding: count, type, size. */
export function fileProblem(file: { type: string; size: number }, countBefore: number): ImageProblem | null {
  if (countBefore >= MAX_IMAGE_FILES) return 'tooMany';
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'notImage';
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  return null;
}

export function widthProblem(width: number): ImageProblem | null {
  return width < MIN_IMAGE_WIDTH ? 'tooNarrow' : null;
}
