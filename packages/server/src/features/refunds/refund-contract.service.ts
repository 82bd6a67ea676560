import { type Lang, problemTypeList, UPLOAD_PROBLEM_TYPES_CONFIG } from '@backdesk/domain';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import { findEntry } from '../../records/dictionary.repository.js';
import { reachableRefund } from './refund-access.js';
import * as repo from './refund-contract.repository.js';

/**
 * The refund lookups and details the spec's other clients call (spec 2 §7 'Refund lists and lookups', 'Refund
 * actions'): PayPal names, the labels flagged for uploads, a refund's content, pay-back info and upload items.
 */
export function createRefundContractService(db: Db) {
  /** A refund the caller may reach under refund.view (platform and record scope), as the refunds routes apply it. */
  const visibleRefund = (auth: AuthContext, id: number, allowed?: number[]) =>
    reachableRefund(db, auth, id, 'refund.view', allowed);

  /** GET /api/csRefund/listPaypalNames: the company's PayPal accounts, with `id` and `label` for the selector. */
  async function paypalNames() {
    return (await repo.paypalAccounts(db)).map((a) => ({ ...a, label: a.account }));
  }

  /**
   * GET /api/csRefund/getFlagRefundLabel: the question labels flagged in the system configuration
   * (`refundUploadProblemTypes`) as needing a problem picture or a video link on a refund.
   */
  async function flaggedLabels(lang: Lang) {
    const ids = problemTypeList((await findEntry(db, UPLOAD_PROBLEM_TYPES_CONFIG))?.value);
    return (await repo.enabledLabelsByIds(db, ids)).map((l) => ({
      id: l.id,
      parentId: l.parentId,
      id_lang: lang === 'zh' ? l.name : l.enName,
      name: l.name,
      enName: l.enName,
      uploadFlag: true,
    }));
  }

  /** GET /api/csRefund/getContentById: what the refund says (reasons, online reason) and shows (files, video). */
  async function content(auth: AuthContext, id: number) {
    const { refund: r, orderNo, packageNo } = await visibleRefund(auth, id);
    return {
      id: r.id,
      refundNo: r.refundNo,
      orderNo,
      packageNo,
      reason: r.reason,
      reasonEn: r.reasonEn,
      onlineRefundReason: r.onlineRefundReason,
      videoLink: r.videoLink,
      fileList: r.files,
    };
  }

  /**
   * GET /api/csRefund/getRefundInfo: what refunding to PayPal works from: the route, the customer's payment account,
   * the transaction number and the parts over the order's payments with what the provider paid back.
   */
  async function refundInfo(auth: AuthContext, id: number) {
    const { refund: r, orderNo, packageNo } = await visibleRefund(auth, id);
    return {
      id: r.id,
      refundNo: r.refundNo,
      orderNo,
      packageNo,
      platformId: r.platformId,
      status: r.status,
      currency: r.currency,
      totalAmount: r.totalAmount,
      refundRoute: r.refundRoute,
      combinedOption: r.combinedOption,
      paypalname: r.paypalAccount,
      transactionNumber: r.transactionNumber,
      parts: await repo.refundParts(db, r.id),
    };
  }

  /** POST /api/csRefund/getBatchUploadFilePic: the upload items and video link of each refund asked for. */
  async function batchFiles(auth: AuthContext, ids: number[]) {
    const allowed = auth.platformIds;
    const out = [];
    for (const id of [...new Set(ids)]) {
      const { refund: r, packageNo } = await visibleRefund(auth, id, allowed);
      out.push({ id: r.id, refundNo: r.refundNo, packageNo, videoLink: r.videoLink, fileList: r.files });
    }
    return out;
  }

  return { paypalNames, flaggedLabels, content, refundInfo, batchFiles };
}

export type RefundContractService = ReturnType<typeof createRefundContractService>;
