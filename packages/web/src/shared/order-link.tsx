import { visibleScreens } from '@backdesk/domain';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { orderDetailsPath, parcelDetailsPath } from './screens';
import { usePermissions } from './session/session-store';

/** Which record screens the signed-in user may open. */
function useOpenable() {
  const btns = usePermissions();
  return useMemo(() => {
    const visible = visibleScreens(btns);
    return { order: visible.has('orderDetails'), parcel: visible.has('parcelDetails') };
  }, [btns]);
}

/**
 * An order's number as a link to what the reader may open: the order's details, else (warehouse staff, who see
 * packages but not orders) the details of the package the row is about, else the number alone. A link of the
 * app's router: opening it keeps the app loaded.
 */
export function OrderLink({
  orderId,
  orderNo,
  packageNo,
}: {
  orderId: number;
  orderNo: string;
  packageNo?: string;
}) {
  const openable = useOpenable();
  if (openable.order)
    return (
      <Link to={orderDetailsPath(orderId)} className="bd-mono">
        {orderNo}
      </Link>
    );
  if (openable.parcel && packageNo)
    return (
      <Link to={parcelDetailsPath(packageNo)} className="bd-mono">
        {orderNo}
      </Link>
    );
  return <span className="bd-mono">{orderNo}</span>;
}

/** A package's number as a link to its details when the reader may open them, else the number alone. */
export function PackageLink({ packageNo }: { packageNo: string }) {
  const openable = useOpenable();
  return openable.parcel ? (
    <Link to={parcelDetailsPath(packageNo)} className="bd-mono">
      {packageNo}
    </Link>
  ) : (
    <span className="bd-mono">{packageNo}</span>
  );
}
