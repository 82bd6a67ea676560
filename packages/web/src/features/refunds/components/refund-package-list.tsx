import { errorText, packageLimitProblem, type RefundAddInfo } from '@backdesk/domain';
import { Checkbox, Collapse, Empty, Flex, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../shared/money';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { evaluateDraft, type PackageDraft } from '../refund-draft';
import { CombinedMarker } from './combined-marker';
import { type FieldProblems, PackageRefundForm } from './package-refund-form';
import { RefundCondition } from './refund-condition';

type Props = {
  data: RefundAddInfo;
  packages: RefundAddInfo['packages'];
  drafts: Record<string, PackageDraft>;
  problems: Record<string, FieldProblems>;
  expanded: string[];
  onExpand: (keys: string[]) => void;
  onPatch: (packageNo: string) => (change: Partial<PackageDraft>) => void;
};

/**
 * The collapsible package entries of a refund request (spec 2 §2 'Batch refund dialog'): checkbox, number, the
 * calculated amount, the combined-payment marker, the limit note of a disabled entry, and the package's form.
 */
export function RefundPackageList({ data, packages, drafts, problems, expanded, onExpand, onPatch }: Props) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  if (packages.length === 0) return <Empty description={t('refunds.noPackages')} />;
  return (
    <Collapse
      activeKey={expanded}
      onChange={(keys) => onExpand(keys as string[])}
      items={packages.map((p) => {
        const draft = drafts[p.packageNo];
        const figures = draft ? evaluateDraft(draft, p, data) : null;
        const problem = packageLimitProblem(p);
        const limit = problem ? errorText(problem.name, lang, problem.params) : null;
        return {
          key: p.packageNo,
          collapsible: p.limit ? 'disabled' : undefined,
          label: (
            <Flex gap={12} align="center" wrap onClick={(e) => e.stopPropagation()}>
              <Checkbox
                aria-label={t('refunds.refundPackage', { packageNo: p.packageNo })}
                checked={draft?.checked ?? false}
                disabled={p.limit !== null}
                onChange={(e) => onPatch(p.packageNo)({ checked: e.target.checked })}
              />
              <Typography.Text className="bd-mono">{p.packageNo}</Typography.Text>
              {figures ? (
                <Money amount={figures.computed.total} currency={data.order.currency} strong />
              ) : null}
              {p.combined ? <CombinedMarker /> : null}
              {p.refundCondition && !limit ? <RefundCondition html={p.refundCondition} /> : null}
              {limit ? (
                <Tooltip title={limit}>
                  <Typography.Text type="secondary">{limit}</Typography.Text>
                </Tooltip>
              ) : null}
            </Flex>
          ),
          children: draft ? (
            <PackageRefundForm
              info={data}
              pkg={p}
              draft={draft}
              problems={problems[p.packageNo] ?? {}}
              onChange={onPatch(p.packageNo)}
            />
          ) : null,
        };
      })}
    />
  );
}
