import { errorCatalogue } from '@backdesk/domain';
import { expect } from 'vitest';

type Answer = { statusCode: number; body: string; json: () => { code: number; data?: unknown } };

/** The answer is the catalogue error: its HTTP status and its code. */
export function expectError(res: Answer, name: keyof typeof errorCatalogue) {
  expect(res.statusCode, res.body).toBe(errorCatalogue[name].status);
  expect(res.json().code).toBe(errorCatalogue[name].code);
}

/** A batch answered 200 whose only row is refused with the catalogue code (`rows` picks the rows of the data). */
export function expectRowRefused(
  res: Answer,
  name: keyof typeof errorCatalogue,
  rows: (data: never) => unknown = (data) => data,
) {
  expect(res.statusCode, res.body).toBe(200);
  expect(rows(res.json().data as never)).toEqual([
    expect.objectContaining({ is_success: false, code: errorCatalogue[name].code }),
  ]);
}
