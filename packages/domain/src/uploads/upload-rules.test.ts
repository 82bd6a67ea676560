import { describe, expect, it } from 'vitest';
import { errorCatalogue, errorText } from '../errors/catalogue.js';
import {
  attachmentFileProblem,
  imageWidthProblem,
  problemTypeList,
  storedFileName,
  type UploadVariant,
  uploadCountProblem,
  uploadFileProblem,
  uploadItemsSchema,
  uploadKindOf,
  uploadSizeProblem,
  videoLinkProblem,
} from './upload-rules.js';

const MB = 1024 * 1024;
const name = (p: { name: string } | null) => p?.name ?? null;

describe("upload messages are the spec's (spec 2 §5 'Uploads', §8)", () => {
  it.each([
    ['FILE_TOO_LARGE', 'Upload file size cannot exceed 5MB!', {}],
    ['UPLOAD_FAILED', 'Upload fail', {}],
    ['UPLOAD_TOO_MANY_FILES', 'File exceeded upload limit!', {}],
    ['UPLOAD_IMAGE_TOO_NARROW', 'image width cannot be less than 200', { width: 200 }],
  ] as const)('%s is %s', (error, text, params) => {
    expect(errorText(error, 'en', params)).toBe(text);
    expect(errorCatalogue[error].zh).not.toBe('');
  });
  it('uploads own the codes 3400–3449', () => {
    for (const e of [
      'UPLOAD_TYPE_NOT_ALLOWED',
      'UPLOAD_IMAGE_TOO_NARROW',
      'UPLOAD_VIDEO_TOO_LARGE',
      'UPLOAD_TOO_MANY_FILES',
      'UPLOAD_VIDEO_LINK_TOO_LONG',
      'UPLOAD_FILE_NOT_FOUND',
      'UPLOAD_EMPTY',
    ] as const) {
      expect(errorCatalogue[e].code).toBeGreaterThanOrEqual(3400);
      expect(errorCatalogue[e].code).toBeLessThanOrEqual(3449);
    }
  });
});

describe('uploadKindOf: pictures jpg/jpeg/png/gif and videos, by real type', () => {
  it.each([
    ['image/jpeg', 'image'],
    ['image/png', 'image'],
    ['image/gif', 'image'],
    ['video/mp4', 'video'],
    ['video/quicktime', 'video'],
    ['video/webm', 'video'],
    ['image/svg+xml', null],
    ['image/webp', null],
    ['application/pdf', null],
    ['text/html', null],
    [null, null],
  ] as const)('%s → %s', (mime, kind) => {
    expect(uploadKindOf(mime)).toBe(kind);
  });
});

describe('uploadSizeProblem: pictures 5 MB, other files 20 MB (5 MB size-limited)', () => {
  it.each([
    ['image', 5 * MB, 'standard', null],
    ['image', 5 * MB + 1, 'standard', 'FILE_TOO_LARGE'],
    ['image', 5 * MB + 1, 'sizeLimited', 'FILE_TOO_LARGE'],
    ['video', 20 * MB, 'standard', null],
    ['video', 20 * MB + 1, 'standard', 'UPLOAD_VIDEO_TOO_LARGE'],
    ['video', 5 * MB, 'sizeLimited', null],
    ['video', 5 * MB + 1, 'sizeLimited', 'FILE_TOO_LARGE'],
    ['image', 0, 'standard', 'UPLOAD_EMPTY'],
  ] as const)('%s of %i bytes (%s) → %s', (kind, size, variant, expected) => {
    expect(name(uploadSizeProblem(kind, size, variant))).toBe(expected);
  });
  it('names the 20 MB limit', () => {
    const p = uploadSizeProblem('video', 21 * MB, 'standard')!;
    expect(errorText(p.name, 'en', p.params)).toBe('Upload file size cannot exceed 20MB!');
  });
});

describe('imageWidthProblem: at least 200 px in the size-limited variant only', () => {
  it.each([
    [199, 'sizeLimited', 'UPLOAD_IMAGE_TOO_NARROW'],
    [200, 'sizeLimited', null],
    [1, 'standard', null],
  ] as const)('%i px (%s) → %s', (width, variant, expected) => {
    expect(name(imageWidthProblem(width, variant))).toBe(expected);
  });
});

describe('uploadCountProblem: at most 9 files', () => {
  it.each([
    [0, null],
    [9, null],
    [10, 'UPLOAD_TOO_MANY_FILES'],
  ] as const)('%i files → %s', (count, expected) => {
    expect(name(uploadCountProblem(count))).toBe(expected);
  });
  it('the form schema refuses a tenth file with the same code', () => {
    const item = (i: number) => ({
      id: `00000000-0000-4000-8000-00000000000${i % 10}`,
      name: `p${i}.png`,
      url: '/api/files/x',
    });
    const ten = uploadItemsSchema.safeParse(Array.from({ length: 10 }, (_, i) => item(i)));
    expect(ten.success).toBe(false);
    expect(ten.error?.issues[0]?.message).toBe('UPLOAD_TOO_MANY_FILES');
    expect(uploadItemsSchema.safeParse(Array.from({ length: 9 }, (_, i) => item(i))).success).toBe(true);
  });
});

describe('videoLinkProblem: 150 characters, 500 size-limited', () => {
  it.each([
    ['x'.repeat(150), 'standard', null],
    ['x'.repeat(151), 'standard', 'UPLOAD_VIDEO_LINK_TOO_LONG'],
    ['x'.repeat(500), 'sizeLimited', null],
    ['x'.repeat(501), 'sizeLimited', 'UPLOAD_VIDEO_LINK_TOO_LONG'],
    [null, 'standard', null],
  ] as const)('%s (%s) → %s', (link, variant, expected) => {
    expect(name(videoLinkProblem(link, variant as UploadVariant))).toBe(expected);
  });
});

describe('uploadFileProblem: the real type, then size, then width', () => {
  it.each([
    [{ detectedMime: 'image/png', size: 1000, width: 640 }, 'standard', null],
    [{ detectedMime: 'image/png', size: 1000, width: 100 }, 'standard', null],
    [{ detectedMime: 'image/png', size: 1000, width: 100 }, 'sizeLimited', 'UPLOAD_IMAGE_TOO_NARROW'],
    [{ detectedMime: 'image/jpeg', size: 6 * MB, width: 640 }, 'standard', 'FILE_TOO_LARGE'],
    [{ detectedMime: 'image/gif', size: 1000, width: null }, 'standard', 'UPLOAD_FAILED'],
    [{ detectedMime: null, size: 1000, width: null }, 'standard', 'UPLOAD_TYPE_NOT_ALLOWED'],
    [
      { detectedMime: 'application/x-msdownload', size: 1000, width: null },
      'standard',
      'UPLOAD_TYPE_NOT_ALLOWED',
    ],
    [{ detectedMime: 'video/mp4', size: 15 * MB, width: null }, 'standard', null],
    [{ detectedMime: 'video/mp4', size: 15 * MB, width: null }, 'sizeLimited', 'FILE_TOO_LARGE'],
    [{ detectedMime: null, size: 0, width: null }, 'standard', 'UPLOAD_EMPTY'],
  ] as const)('%o (%s) → %s', (file, variant, expected) => {
    expect(name(uploadFileProblem({ ...file, variant }))).toBe(expected);
  });
});

describe('storedFileName: a safe name with the extension of the real type', () => {
  it.each([
    ['photo.JPG', 'image/jpeg', 'photo.jpg'],
    ['C:\\fakepath\\shot.png', 'image/png', 'shot.png'],
    ['../../etc/passwd', 'image/png', 'passwd.png'],
    ['evil.html', 'image/gif', 'evil.gif'],
    ['clip.mov', 'video/quicktime', 'clip.mov'],
    ['', 'video/mp4', 'file.mp4'],
    ['a"b<c>.png', 'image/png', 'abc.png'],
  ] as const)('%s (%s) → %s', (original, mime, expected) => {
    expect(storedFileName(original, mime)).toBe(expected);
  });
});

describe('problemTypeList: the configured problem types needing proof', () => {
  it.each([
    [
      [202, 204],
      [202, 204],
    ],
    ['202, 204,205', [202, 204, 205]],
    ['202,,x,-1,202', [202]],
    [null, []],
    [{ a: 1 }, []],
  ] as const)('%o → %o', (value, expected) => {
    expect(problemTypeList(value)).toEqual(expected);
  });
});

describe('the channel problem attachment: one document, picture or video of at most 10 MB', () => {
  const only =
    'Only PDF, Word, Excel or PowerPoint documents, JPG, PNG or GIF pictures and MP4, MOV or WebM videos can be attached';
  it.each([
    ['a PDF of 10 MB', 'application/pdf', 10 * MB, null],
    ['a PDF of 10 MB + 1 byte', 'application/pdf', 10 * MB + 1, 'Upload file size cannot exceed 10MB!'],
    ['a Word document', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', MB, null],
    ['an Excel workbook', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', MB, null],
    [
      'a PowerPoint deck',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      MB,
      null,
    ],
    ['a picture of 8 MB', 'image/jpeg', 8 * MB, null],
    ['a video of 10 MB', 'video/mp4', 10 * MB, null],
    ['a video of 12 MB', 'video/mp4', 12 * MB, 'Upload file size cannot exceed 10MB!'],
    ['an old Office container (doc/xls)', 'application/x-cfb', MB, only],
    ['a zip', 'application/zip', MB, only],
    ['HTML', 'text/html', MB, only],
    ['no known type', null, MB, only],
    ['an empty file', 'application/pdf', 0, 'The file is empty'],
  ] as const)('%s', (_name, detectedMime, size, message) => {
    const p = attachmentFileProblem({ detectedMime, size });
    expect(p ? errorText(p.name, 'en', p.params) : null).toBe(message);
  });
  it('keeps the real extension of a document', () => {
    expect(storedFileName('report.PDF', 'application/pdf')).toBe('report.pdf');
    expect(storedFileName('report.txt', 'application/pdf')).toBe('report.pdf');
  });
});
