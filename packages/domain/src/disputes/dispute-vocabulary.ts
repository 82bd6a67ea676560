/*
 * The dispute desk's vocabulary (spec 3 §3 'Enumerations'): the marketplace's own dispute status, the complaint
 * work order's status, the solution a dispute is settled with and where that solution stands.
 */

/** disputeStatus: the marketplace's status of the dispute (statusOfDispute). */
export const disputeStatuses = [
  {
    value: 1,
    key: 'waitSellerConfirmRefund',
    zh: '等待卖家确认退款',
    en: 'Waiting for the seller to confirm the refund',
  },
  { value: 2, key: 'sellerRefuseRefund', zh: '卖家拒绝退款', en: 'Seller refused the refund' },
  { value: 3, key: 'acceptissue', zh: '已接受纠纷', en: 'Dispute accepted' },
  { value: 4, key: 'waitBuyerSendGoods', zh: '等待买家退货', en: 'Waiting for the buyer to send the goods' },
  {
    value: 5,
    key: 'waitSellerReceiveGoods',
    zh: '等待卖家收货',
    en: 'Waiting for the seller to receive the goods',
  },
  { value: 6, key: 'arbitrating', zh: '仲裁中', en: 'Arbitrating' },
  { value: 7, key: 'sellerResponseIssueTimeout', zh: '卖家响应超时', en: 'Seller response timed out' },
  { value: 8, key: 'processing', zh: '处理中', en: 'Processing' },
  { value: 9, key: 'canceledIssue', zh: '纠纷已取消', en: 'Dispute cancelled' },
  { value: 10, key: 'finish', zh: '已完结', en: 'Finished' },
] as const;
export type DisputeStatus = (typeof disputeStatuses)[number]['value'];
/** The marketplace's final dispute statuses: nothing is answered to the marketplace any more. */
export const FINAL_DISPUTE_STATUSES: readonly number[] = [9, 10];

/** complainWorkOrderStatus: the 19 statuses of a complaint work order (workerOrderStatus). */
export const complaintStatuses = [
  { value: 1, key: 'toBeCustHandled', zh: '待客服处理', en: 'To be handled by customer service' },
  { value: 2, key: 'toBeSellerReply', zh: '待卖家回复', en: 'Waiting for the seller’s reply' },
  { value: 3, key: 'toBeSupplierReply', zh: '待供应商回复', en: 'Waiting for the supplier’s reply' },
  { value: 4, key: 'toBeCoorReply', zh: '待协作回复', en: 'Waiting for the collaborator’s reply' },
  { value: 5, key: 'toBePlatformJudgment', zh: '待平台判定', en: 'Waiting for the platform’s judgment' },
  {
    value: 6,
    key: 'toBeBuyerUploadTrackNum',
    zh: '待买家上传运单号',
    en: 'Waiting for the buyer’s tracking number',
  },
  { value: 7, key: 'toBeBuyerReply', zh: '待买家回复', en: 'Waiting for the buyer’s reply' },
  { value: 8, key: 'toBeSellerConf', zh: '待卖家确认', en: 'Waiting for the seller’s confirmation' },
  { value: 9, key: 'toBeBuyerRefund', zh: '待买家退款', en: 'Waiting for the buyer’s refund' },
  {
    value: 10,
    key: 'toBePlatformConfRefund',
    zh: '待平台确认退款',
    en: 'Waiting for the platform to confirm the refund',
  },
  { value: 11, key: 'toBeBuyerProvidMate', zh: '待买家提供材料', en: 'Waiting for the buyer’s material' },
  { value: 12, key: 'disputeNegotiation', zh: '纠纷协商中', en: 'Dispute in negotiation' },
  { value: 13, key: 'toBeBuyerReturn', zh: '待买家退货', en: 'Waiting for the buyer’s return' },
  { value: 14, key: 'toBeSellerResponse', zh: '待卖家响应', en: 'Waiting for the seller’s response' },
  { value: 15, key: 'toBeBuyerResponse', zh: '待买家响应', en: 'Waiting for the buyer’s response' },
  {
    value: 16,
    key: 'disputeClosedPendingResult',
    zh: '纠纷关闭待结果',
    en: 'Dispute closed, result pending',
  },
  {
    value: 17,
    key: 'disputeClosePendingSellerAppeal',
    zh: '纠纷关闭待卖家申诉',
    en: 'Dispute closed, seller appeal pending',
  },
  { value: 18, key: 'disputeClose', zh: '纠纷关闭', en: 'Dispute closed' },
  { value: 19, key: 'cancelDispute', zh: '纠纷取消', en: 'Dispute cancelled' },
] as const;
export type ComplaintStatus = (typeof complaintStatuses)[number]['value'];

/** disputeHandleSolution: what a dispute is settled with. */
export const disputeHandleSolutions = [
  { value: 1, key: 'refund', zh: '仅退款', en: 'Refund' },
  { value: 2, key: 'return_and_refund', zh: '退货退款', en: 'Return and refund' },
] as const;
export type DisputeHandleSolution = (typeof disputeHandleSolutions)[number]['value'];

/** disputeHandleState: where a solution stands between buyer and seller. */
export const disputeHandleStates = [
  { value: 1, key: 'wait_buyer_and_seller_accept', zh: '待买卖双方接受', en: 'Waiting for buyer and seller' },
  { value: 2, key: 'wait_buyer_accept', zh: '待买家接受', en: 'Waiting for the buyer' },
  { value: 3, key: 'wait_seller_accept', zh: '待卖家接受', en: 'Waiting for the seller' },
  { value: 4, key: 'reached', zh: '已达成', en: 'Reached' },
  { value: 5, key: 'buyer_refused', zh: '买家拒绝', en: 'Buyer refused' },
  {
    value: 6,
    key: 'seller_accept_and_buyer_refused',
    zh: '卖家接受买家拒绝',
    en: 'Seller accepted, buyer refused',
  },
  { value: 7, key: 'reach_cancle', zh: '达成后取消', en: 'Cancelled after agreement' },
  { value: 8, key: 'perform', zh: '已执行', en: 'Performed' },
] as const;
export type DisputeHandleState = (typeof disputeHandleStates)[number]['value'];

/** Who proposed a solution. */
export const solutionProposers = ['seller', 'buyer'] as const;
export type SolutionProposer = (typeof solutionProposers)[number];

/** The dispute reasons a marketplace gives (initDisputeReason). */
export const disputeOpenReasons = [
  { key: 'notReceived', zh: '未收到货', en: 'Item not received' },
  { key: 'notAsDescribed', zh: '货不对版', en: 'Not as described' },
  { key: 'quality', zh: '质量问题', en: 'Quality problem' },
  { key: 'damaged', zh: '商品破损', en: 'Arrived damaged' },
  { key: 'wrongItem', zh: '发错货', en: 'Wrong item' },
  { key: 'missingParts', zh: '少件漏发', en: 'Parts missing' },
  { key: 'fakeTracking', zh: '物流信息异常', en: 'Tracking shows no movement' },
  { key: 'other', zh: '其他', en: 'Other' },
] as const;
export const disputeOpenReasonKeys = disputeOpenReasons.map((r) => r.key) as string[];
