import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import {
  attachmentProblem,
  channelProblemFormProblems,
  channelProblemInputSchema,
  channelProblemSearchInputSchema,
  channelSchemeProblem,
  deadlinePassed,
  deadlineProblem,
  effectiveScheme,
  rejectionNoteProblem,
  saveOutcome,
  schemeChangeProblem,
} from './channel-problems.js';

const now = new Date('2026-11-23T12:00:00Z');
const text = (p: { name: Parameters<typeof errorText>[0] } | null) => (p ? errorText(p.name, 'en') : null);
const MB = 1024 * 1024;

describe('processing deadline: later than now', () => {
  it.each([
    ['2026-11-23T12:00:01Z', null],
    ['2026-11-23T12:00:00Z', 'The processing deadline must be later than now'],
    ['2026-11-22T12:00:00Z', 'The processing deadline must be later than now'],
  ])('%s -> %s', (deadline, message) => expect(text(deadlineProblem(new Date(deadline), now))).toBe(message));
});

describe('attachment: one file of at most 10 MB', () => {
  it.each([
    [[], null],
    [[10 * MB], null],
    [[10 * MB + 1], 'File exceeded upload limit! (at most 10 MB)'],
    [[1, 1], 'At most one attachment can be added'],
  ])('%j -> %s', (sizes, message) =>
    expect(text(attachmentProblem(sizes.map((size) => ({ size }))))).toBe(message),
  );
});

describe('rejection reason note: at most 200 characters', () => {
  it.each([
    [null, null],
    ['x'.repeat(200), null],
    ['x'.repeat(201), 'The rejection reason note may have at most 200 characters'],
  ])('%s', (note, message) => expect(text(rejectionNoteProblem(note))).toBe(message));
});

describe('the form: every rule by field', () => {
  it('reports the deadline, the attachment and the note together', () => {
    const input = channelProblemInputSchema.parse({
      packageNo: 'PK1',
      reasonForReturn: 1,
      recommendedProcessingCenter: 'GZ',
      processingDeadline: '2026-11-01T00:00:00Z',
      rejectionNote: 'y'.repeat(201),
      returnStatus: 1,
      assignerId: 3,
      attachments: [{ id: 'f1', name: 'a.pdf', url: '/f/1', size: 11 * MB }],
    });
    expect(channelProblemFormProblems(input, now).map((p) => [p.field, text(p.problem)])).toEqual([
      ['processingDeadline', 'The processing deadline must be later than now'],
      ['attachments', 'File exceeded upload limit! (at most 10 MB)'],
      ['rejectionNote', 'The rejection reason note may have at most 200 characters'],
    ]);
  });

  it('requires the assigner', () => {
    const result = channelProblemInputSchema.safeParse({
      packageNo: 'PK1',
      reasonForReturn: 1,
      recommendedProcessingCenter: 'GZ',
      processingDeadline: '2026-12-01T00:00:00Z',
      returnStatus: 1,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain('CHANNEL_ASSIGNER_REQUIRED');
  });
});

describe('saving over an existing item', () => {
  it.each([
    [null, 'create'],
    [{ processingStatus: 1 }, 'overwrite'],
    [{ processingStatus: 2 }, 'overwrite'],
    [{ processingStatus: 3 }, 'create'],
  ] as const)('%j -> %s', (existing, outcome) => expect(saveOutcome(existing)).toBe(outcome));
});

describe('a passed deadline forces the system-assigned scheme', () => {
  const item = (
    deadline: string,
    processingStatus = 1,
    reasonForReturn = 1,
    treatmentPlan: number | null = 1,
  ) => ({
    processingDeadline: new Date(deadline),
    processingStatus,
    reasonForReturn,
    treatmentPlan,
    returnStatus: 1,
  });
  it.each([
    ['before the deadline: the chosen scheme', item('2026-11-24T00:00:00Z'), false, 1],
    ['after it: returned to the warehouse (address problem)', item('2026-11-22T00:00:00Z'), true, 4],
    ['after it: reissued (lost by the carrier)', item('2026-11-22T00:00:00Z', 1, 4), true, 3],
    ['completed items keep their scheme', item('2026-11-22T00:00:00Z', 3, 4, 2), false, 2],
  ])('%s', (_name, it_, passed, scheme) => {
    expect(deadlinePassed(it_, now)).toBe(passed);
    expect(effectiveScheme(it_, now)).toBe(scheme);
  });

  it.each([
    [{ ...item('2026-11-24T00:00:00Z') }, null],
    [
      { ...item('2026-11-22T00:00:00Z') },
      'The processing deadline has passed: the system-assigned scheme applies',
    ],
    [
      { ...item('2026-11-24T00:00:00Z'), returnStatus: 4 },
      'Orders already reissued or put in stock cannot get a processing scheme',
    ],
    [
      { ...item('2026-11-24T00:00:00Z'), returnStatus: 5 },
      'Orders already reissued or put in stock cannot get a processing scheme',
    ],
  ])('choosing a scheme for %j -> %s', (it_, message) =>
    expect(text(channelSchemeProblem(it_, now))).toBe(message),
  );
});

describe('writing a scheme over an existing item (edit or save over it)', () => {
  const existing = (deadline: string, treatmentPlan: number | null = 1, processingStatus = 1) => ({
    processingDeadline: new Date(deadline),
    processingStatus,
    treatmentPlan,
  });
  const passed = 'The processing deadline has passed: the system-assigned scheme applies';
  it.each([
    ['a new item', null, 2, null],
    ['before the deadline: another scheme', existing('2026-11-24T00:00:00Z'), 2, null],
    ['after it: another scheme', existing('2026-11-22T00:00:00Z'), 2, passed],
    ['after it: a first scheme', existing('2026-11-22T00:00:00Z', null), 1, passed],
    ['after it: the same scheme', existing('2026-11-22T00:00:00Z'), 1, null],
    ['after it: no scheme', existing('2026-11-22T00:00:00Z'), null, null],
    ['a completed item', existing('2026-11-22T00:00:00Z', 1, 3), 2, null],
  ] as const)('%s', (_name, item, plan, message) =>
    expect(text(schemeChangeProblem(item, plan, now))).toBe(message),
  );
});

describe('the search: bounded pages', () => {
  it.each([
    [{ pageIndex: 10_000 }, true],
    [{ pageIndex: 10_001 }, false],
    [{ pageIndex: 0 }, false],
  ])('%j -> %s', (input, ok) => expect(channelProblemSearchInputSchema.safeParse(input).success).toBe(ok));
});
