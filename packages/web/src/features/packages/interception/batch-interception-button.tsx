import { StopOutlined } from '@ant-design/icons';
import { errorText, type InterceptionResult, interceptionSelectionProblem } from '@backdesk/domain';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../shared/can';
import { useFeedback } from '../../../shared/feedback';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { type InterceptedPackage, InterceptionDialog } from './interception-dialog';
import { InterceptionResultDialog } from './interception-result-dialog';

/** The package list's 'Batch interception' button: checks the selection, opens the dialog, then the results. */
export function BatchInterceptionButton({
  packages,
  onDone,
}: {
  packages: InterceptedPackage[];
  /** After the results are shown (the selection is cleared). */
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<InterceptedPackage[]>([]);
  const [results, setResults] = useState<InterceptionResult[] | null>(null);

  const start = () => {
    const problem = interceptionSelectionProblem(packages.length);
    if (problem) {
      void message.warning(errorText(problem.name, lang, problem.params));
      return;
    }
    setChosen(packages);
    setOpen(true);
  };

  return (
    <>
      <Can code="package.intercept">
        <Button icon={<StopOutlined />} onClick={start}>
          {t('interception.button')}
        </Button>
      </Can>
      <InterceptionDialog
        open={open}
        packages={chosen}
        onClose={() => setOpen(false)}
        onDone={(r) => {
          setOpen(false);
          setResults(r);
          onDone?.();
        }}
      />
      <InterceptionResultDialog results={results} onClose={() => setResults(null)} />
    </>
  );
}
