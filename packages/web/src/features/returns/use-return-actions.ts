import {
  errorText,
  mixedStatusProblem,
  type ReturnBatchResult,
  type ReturnRecord,
  returnSelectionProblem,
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

  return { check, show, results, closeResults: () => setResults(null) };
}
