import { RS, returnStatusName } from '@backdesk/domain';
import { Tag } from 'antd';
import { usePreferences } from '../../../shared/preferences/preferences-store';

const tone: Partial<Record<number, string>> = {
  [RS.initiated]: 'gold',
  [RS.generatedPrinted]: 'gold',
  [RS.goodsShipped]: 'blue',
  [RS.inTransit]: 'blue',
  [RS.received]: 'cyan',
  [RS.salesSigned]: 'cyan',
  [RS.customerServiceSigned]: 'cyan',
  [RS.warehouseSigned]: 'cyan',
  [RS.pendingInspection]: 'orange',
  [RS.nonDestructiveReturn]: 'green',
  [RS.sentToSupplier]: 'purple',
  [RS.repairSentBack]: 'purple',
  [RS.warehoused]: 'green',
  [RS.reportedLoss]: 'red',
  [RS.notReturned]: 'default',
  [RS.specialCase]: 'magenta',
};

/** A return's status in the viewer's language. */
export function ReturnStatusTag({ status }: { status: number }) {
  const lang = usePreferences((s) => s.lang);
  return (
    <Tag color={tone[status]} className="bd-tag-wrap">
      {returnStatusName(status, lang)}
    </Tag>
  );
}
