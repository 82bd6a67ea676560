import { describe, expect, it } from 'vitest';
import { uploadClaimProblem } from './upload-rules.js';

describe('uploadClaimProblem: an unattached upload is its uploader’s alone', () => {
  it.each([
    ['the uploader, not attached yet', { createdBy: 7, attachedPlatformId: null }, 7, null],
    [
      'another user, not attached yet',
      { createdBy: 7, attachedPlatformId: null },
      8,
      'UPLOAD_FILE_NOT_FOUND',
    ],
    ['the uploader, attached', { createdBy: 7, attachedPlatformId: 1 }, 7, null],
    ['another user, attached to a record', { createdBy: 7, attachedPlatformId: 1 }, 8, null],
  ] as const)('%s', (_name, file, userId, expected) => {
    expect(uploadClaimProblem(file, userId)).toBe(expected);
  });
});
