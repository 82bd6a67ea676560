/** A package as the API sends it (money as decimal strings, times as ISO text): shared by the order and parcel views. */
export type PackageRecord = {
  id: number;
  packageNo: string;
  orderId: number;
  platformId: number;
  status: number;
  processingCentre: string | null;
  logisticMethod: string | null;
  transportLevel: number | null;
  forwarder: string | null;
  carrier: string | null;
  trackingNo: string | null;
  trackingStatus: number;
  deliveryStatus: number;
  depositAmount: string;
  depositTransactionId: string | null;
  transactionId: string | null;
  createdAt: string;
  importAt: string | null;
  handoverAt: string | null;
  consignAt: string | null;
  deliveryAt: string | null;
  signAt: string | null;
};
