import {
  errorText,
  mixedStatusProblem,
  nextReturnSteps,
  type ReturnBatchResult,
  type ReturnRecord,
  returnMoveBlock,
  returnProblemParams,
  returnSelectionProblem,
  returnStatusName,
  singleSelectionProblem,
} from '@backdesk/domain';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../shared/feedback';
import { usePreferences } from '../../shared/preferences/preferences-store';

/**
 * The selection rules of the return actions (spec 3 §5): at most 20 (1 for single-item actions), and one return
 * status per transfer; and the per-return result dialog's state.
 */
export function useReturnActions() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const [results, setResults] = useState<{ results: ReturnBatchResult[]; rows: ReturnRecord[] } | null>(null);

  /** True when the selection may go ahead; otherwise the reason is shown. */
  const check = (rows: readonly ReturnRecord[], kind: 'batch' | 'single' | 'transfer') => {
    const problem =
      kind === 'single' ? singleSelectionProblem(rows.length) : returnSelectionProblem(rows.length);
    const mixed = kind === 'transfer' && !problem ? mixedStatusProblem(rows) : null;
    const shown = problem ?? mixed;
    if (shown) {
      void message.warning(errorText(shown.name, lang, shown.params));
      return false;
    }
    return true;
  };

  /** Shows the outcome: a success toast when every return went through, else the per-return dialog. */
  const show = (res: ReturnBatchResult[], rows: ReturnRecord[]) => {
    if (res.every((r) => r.is_success)) void message.success(t('common.operationSuccess'));
    else setResults({ results: res, rows });
  };

  /** What a return in this status may do next among the screen's moves, as a sentence. */
  const nextStepText = (status: number, targets: readonly number[]) => {
    const from = returnStatusName(status, lang);
    const steps = nextReturnSteps(status, targets).map((s) => returnStatusName(s, lang));
    return steps.length
      ? t('returns.nextSteps', { from, steps: steps.join(lang === 'zh' ? '、' : ', ') })
      : t('returns.noNextStep', { from });
  };

  /**
   * Why the move to `to` is off for the selection, as lines: the domain's refusal, then the next steps the
   * selection's status has (none for mixed statuses); null when it may be asked for.
   */
  const blockText = (rows: readonly ReturnRecord[], to: number, targets: readonly number[]) => {
    const problem = returnMoveBlock(
      rows.map((r) => ({ status: r.status, printed: r.printedAt !== null })),
      to,
    );
    if (!problem) return null;
    const reason = errorText(problem.name, lang, returnProblemParams(problem, lang));
    return problem.name === 'RETURN_MIXED_STATUSES'
      ? [reason]
      : [reason, nextStepText(rows[0]!.status, targets)];
  };

  return { check, show, results, closeResults: () => setResults(null), nextStepText, blockText };
}
