import { describe, expect, it } from 'vitest';
import { pickedFileProblem, widthProblem } from './validate-image';

const MB = 1024 * 1024;

describe('upload checks before sending', () => {
  it.each([
    [{ type: 'image/png', name: 'a.png', size: 1000 }, 0, 'standard', true, null],
    [{ type: 'image/jpeg', name: 'a.jpg', size: 5 * MB }, 8, 'standard', true, null],
    [{ type: '', name: 'a.JPEG', size: 10 }, 0, 'standard', true, null],
    [{ type: 'image/jpeg', name: 'a.jpg', size: 5 * MB + 1 }, 0, 'standard', true, 'FILE_TOO_LARGE'],
    [{ type: 'video/mp4', name: 'a.mp4', size: 19 * MB }, 0, 'standard', true, null],
    [{ type: 'video/mp4', name: 'a.mp4', size: 6 * MB }, 0, 'sizeLimited', true, 'FILE_TOO_LARGE'],
    [{ type: 'video/mp4', name: 'a.mp4', size: 10 }, 0, 'standard', false, 'UPLOAD_TYPE_NOT_ALLOWED'],
    [{ type: 'application/pdf', name: 'a.pdf', size: 10 }, 0, 'standard', true, 'UPLOAD_TYPE_NOT_ALLOWED'],
    [{ type: 'image/svg+xml', name: 'a.svg', size: 10 }, 0, 'standard', true, 'UPLOAD_TYPE_NOT_ALLOWED'],
    [{ type: 'image/png', name: 'a.png', size: 10 }, 9, 'standard', true, 'UPLOAD_TOO_MANY_FILES'],
  ] as const)('%o with %i before (%s) → %s', (file, before, variant, video, expected) => {
    expect(pickedFileProblem(file, before, variant, video)?.name ?? null).toBe(expected);
  });

  it('needs a width of at least 200 in the size-limited variant', () => {
    expect(widthProblem(199, 'sizeLimited')?.name).toBe('UPLOAD_IMAGE_TOO_NARROW');
    expect(widthProblem(200, 'sizeLimited')).toBeNull();
    expect(widthProblem(10, 'standard')).toBeNull();
  });
});
