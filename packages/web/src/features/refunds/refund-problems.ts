import {
  errorNameOf,
  type FieldProblem,
  type RefundAddInfo,
  type RefundPackageRecord,
} from '@backdesk/domain';
import { isRequestError } from '../../shared/request';
import type { FieldProblems } from './components/refund-field';
import { draftProblems, type PackageDraft } from './refund-draft';

/** A package's problems by form field (the first found for a field shows). */
export function problemsByField(list: readonly FieldProblem[]): FieldProblems {
  const out: FieldProblems = {};
  for (const p of list) out[p.field] ??= { name: p.name, params: p.params };
  return out;
}

/**
 * The problems still shown once the agent changed a package's draft: a field keeps its message only while the
 * draft's own check still finds a problem there (in its current wording); a filled field loses its 'This field is
 * required.', and a message the server gave (which the draft cannot check again) goes at the next change. Answers
 * `shown` itself when nothing changes.
 */
export function problemsAfterChange(
  shown: FieldProblems,
  draft: PackageDraft,
  pkg: RefundPackageRecord,
  info: RefundAddInfo,
  mode: 'add' | 'edit',
): FieldProblems {
  const fields = Object.keys(shown);
  if (!fields.length) return shown;
  const now = problemsByField(draftProblems(draft, pkg, info, mode));
  const kept = Object.fromEntries(
    fields.flatMap((field) => (now[field] && !shown[field]!.message ? [[field, now[field]]] : [])),
  ) as FieldProblems;
  const same =
    Object.keys(kept).length === fields.length &&
    fields.every(
      (f) =>
        kept[f]!.name === shown[f]!.name &&
        JSON.stringify(kept[f]!.params) === JSON.stringify(shown[f]!.params),
    );
  return same ? shown : kept;
}

/**
 * The server's field errors of a refund request under the forms of its packages ('packages.1.percent' is the
 * `percent` of the second package sent), in the words the server sent; null when the error names no field.
 */
export function serverProblems(
  error: unknown,
  sentPackageNos: readonly string[],
): Record<string, FieldProblems> | null {
  if (!isRequestError(error) || !error.fieldErrors.length) return null;
  const out: Record<string, FieldProblems> = {};
  for (const fe of error.fieldErrors) {
    const [root, index, field] = fe.field.split('.');
    const packageNo = root === 'packages' ? sentPackageNos[Number(index)] : sentPackageNos[0];
    const name = root === 'packages' ? field : root;
    if (!packageNo || !name) continue;
    out[packageNo] ??= {};
    out[packageNo][name] ??= { name: errorNameOf(fe.code), message: fe.message };
  }
  return Object.keys(out).length ? out : null;
}
