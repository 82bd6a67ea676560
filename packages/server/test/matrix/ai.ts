import { leaderAndAdmin, type MatrixRow, orderViewers, signedIn } from './access.js';

/** aiReplyPolicy.view: the demo agents, the team leader and the administrator. */
const policyViewers = orderViewers;
/** aiReplyPolicy.edit and aiReplyPolicy.approve: the team leader and the administrator. */
const policyManagers = leaderAndAdmin;

/** Rows of translation and the AI reply policies. */
export const aiMatrix: Record<string, MatrixRow> = {
  // an empty text is refused as invalid by allowed callers (400): the model is never asked
  'POST /api/user/translate': { access: signedIn, payload: {} },
  'POST /api/frontend/AiEmailWorkOrder/searchAiRepliesPolicy': { access: policyViewers, payload: {} },
  'POST /api/frontend/AiEmailWorkOrder/editAiRepliesPolicy': { access: policyManagers, payload: {} },
  'GET /api/frontend/AiEmailWorkOrder/approvalAiRepliesPolicy': {
    access: policyManagers,
    url: '/api/frontend/AiEmailWorkOrder/approvalAiRepliesPolicy?id=999999999&approve=true',
  },
  'GET /api/frontend/AiEmailWorkOrder/applicableAiRepliesPolicy': {
    access: policyViewers,
    url: '/api/frontend/AiEmailWorkOrder/applicableAiRepliesPolicy?platformId=1&lang=en',
  },
};
