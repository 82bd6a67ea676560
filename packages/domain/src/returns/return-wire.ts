type Person = { id: number; name: string | null; enName: string | null };

/** A return in lists and views (POST /api/csCrmReturnStep/search, GET view). */
export type ReturnRecord = {
  id: number;
  returnNo: string;
  orderId: number;
  orderNo: string;
  packageNo: string;
  platformId: number;
  returnType: number;
  status: number;
  returnWarehouse: string;
  warehouseLabel: string;
  processingCentre: string;
  mailingMethod: number;
  returnClassification: number;
  problemLabelId: number | null;
  needTest: boolean;
  remark: string;
  returnAddress: string | null;
  sendBackAddress: string | null;
  expenseBearer: number | null;
  expenseAmount: string | null;
  maintenanceCost: string | null;
  repairShippingFee: string | null;
  repairTrackingNo: string | null;
  returnTrackingNo: string | null;
  batchNumber: string | null;
  processingScheme: number | null;
  printedAt: string | Date | null;
  reissuedAt: string | Date | null;
  createdBy: Person;
  createdAt: string | Date;
  updatedAt: string | Date;
  returnQuantity: number;
  merchandiseQuantity: number;
  lines: {
    id: number;
    orderLineId: number;
    sku: string;
    title: string;
    quantity: number;
    originalQuantity: number;
    exchangeSku: string | null;
    exchangeQuantity: number | null;
  }[];
};

/** GET /api/csCrmReturnStep/addInfo. */
export type ReturnAddInfo = {
  packageNo: string;
  orderId: number;
  orderNo: string;
  platformId: number;
  shipCountry: string | null;
  processingCentre: string | null;
  isVirtualOrder: boolean;
  lines: {
    orderLineId: number;
    sku: string;
    title: string;
    titleZh: string;
    quantity: number;
    returnedQuantity: number;
  }[];
};

/** A batch's outcome for one return (transfers, printing, schemes). */
export type ReturnBatchResult = {
  id: number;
  returnNo: string | null;
  is_success: boolean;
  code: number;
  response_message: string | null;
};

/** A warehouse return label as printed. */
export type ReturnLabel = {
  id: number;
  returnNo: string;
  orderNo: string;
  packageNo: string;
  returnWarehouse: string;
  warehouseLabel: string;
  address: string;
  mailingMethod: number;
  lines: { sku: string; title: string; quantity: number }[];
};

/** POST /api/csCrmReturnStep/printReturnForm. */
export type ReturnPrintResult = { batchNumber: string; results: ReturnBatchResult[]; labels: ReturnLabel[] };

/** An entry of a return's status log. */
export type ReturnLogEntry = {
  id: number;
  action: string;
  fromStatus: number | null;
  toStatus: number | null;
  note: string | null;
  at: string | Date;
  userId: number | null;
  userName: string | null;
  userEnName: string | null;
};

/** A channel problem item in lists and views. */
export type ChannelProblemRecord = {
  id: number;
  orderId: number;
  orderNo: string;
  packageNo: string;
  trackingNo: string | null;
  platformId: number;
  reasonForReturn: number;
  recommendedProcessingCenter: string;
  foreignReturnTrackingNumber: string | null;
  processingDeadline: string | Date;
  rejectionNote: string | null;
  returnStatus: number;
  treatmentPlan: number | null;
  systemScheme: number;
  effectiveScheme: number | null;
  deadlinePassed: boolean;
  processingStatus: number;
  attachments: {
    id: string;
    name: string;
    url: string;
    size: number;
    uploaderId: number;
    uploaderName: string | null;
    uploadedAt: string;
  }[];
  assigner: Person;
  createdBy: Person;
  createdAt: string | Date;
  updatedAt: string | Date;
};

/** An entry of a channel problem item's operation log. */
export type ChannelProblemLogEntry = {
  id: number;
  action: string;
  detail: string;
  at: string | Date;
  userId: number | null;
  userName: string | null;
  userEnName: string | null;
};
