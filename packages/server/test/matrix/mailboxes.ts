import { adminOnly, type MatrixRow, signedIn } from './access.js';

/** mailbox.manage: the administrator only among the demo roles. Own mailboxes and the mail token: signed in. */
export const mailboxesMatrix: Record<string, MatrixRow> = {
  'POST /api/mailboxConfig/search': { access: adminOnly, payload: {} },
  // an unknown mailbox: the administrator gets 404
  'GET /api/mailboxConfig/view': { access: adminOnly, url: '/api/mailboxConfig/view?id=999999' },
  'GET /api/mailboxConfig/options': { access: adminOnly },
  // invalid payloads: the administrator gets 400, nothing written
  'POST /api/mailboxConfig/add': { access: adminOnly, payload: {} },
  'POST /api/mailboxConfig/update': { access: adminOnly, payload: {} },
  'POST /api/mailboxConfig/setEnabled': { access: adminOnly, payload: { id: 999999, enabled: false } },
  'POST /api/mailboxConfig/delete': { access: adminOnly, payload: { id: 999999 } },
  'POST /api/mailboxConfig/testConnection': { access: adminOnly, payload: { id: 999999 } },
  'GET /api/frontend/emailWorkOrder/getMailAccount': { access: signedIn },
  'GET /api/CrmMailAccount/getOAMailAccount': { access: signedIn },
  'GET /api/user/jwt': { access: signedIn },
};
