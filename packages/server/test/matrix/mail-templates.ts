import { leaderAndAdmin, type MatrixRow, orderViewers } from './access.js';

/** mailTemplate.view and order.batch: the demo agents, the team leader and the administrator. */
const templateUsers = orderViewers;
/** mailTemplate.manage and mailRule.manage: the team leader and the administrator. */
const managers = leaderAndAdmin;

/** Rows of mail templates, phrase templates, automation rules, batch mail and contact buyer. */
export const mailTemplatesMatrix: Record<string, MatrixRow> = {
  'GET /api/mailTemplates': { access: templateUsers },
  // an empty template is refused as invalid by allowed callers (400)
  'POST /api/mailTemplates': { access: managers, payload: {} },
  'PUT /api/mailTemplates/:id': { access: managers, payload: {}, url: '/api/mailTemplates/999999999' },
  'DELETE /api/mailTemplates/:id': { access: managers, url: '/api/mailTemplates/999999999' },
  'POST /api/mailTemplates/preview': { access: templateUsers, payload: {} },
  'GET /api/frontend/emailWorkOrder/getTemplatesByMailReceiveID': {
    access: templateUsers,
    url: '/api/frontend/emailWorkOrder/getTemplatesByMailReceiveID?mailReceiveId=999999999',
  },
  'GET /api/OAPackage/getCustomerTemplate': {
    access: templateUsers,
    url: '/api/OAPackage/getCustomerTemplate?packageNo=NO-SUCH',
  },
  'GET /api/OAPackage/batchMatchMailTemplate': {
    access: templateUsers,
    url: '/api/OAPackage/batchMatchMailTemplate?packageNos=NO-SUCH',
  },
  'GET /api/frontend/emailWorkOrder/getPhraseTemplates': { access: templateUsers },
  'POST /api/phraseTemplates': { access: templateUsers, payload: {} },
  'PUT /api/phraseTemplates/:id': {
    access: templateUsers,
    payload: {},
    url: '/api/phraseTemplates/999999999',
  },
  'DELETE /api/phraseTemplates/:id': { access: templateUsers, url: '/api/phraseTemplates/999999999' },
  'GET /api/mailAutomationRules': { access: managers },
  'POST /api/mailAutomationRules': { access: managers, payload: {} },
  'PUT /api/mailAutomationRules/:id': {
    access: managers,
    payload: {},
    url: '/api/mailAutomationRules/999999999',
  },
  'POST /api/mailAutomationRules/:id/enabled': {
    access: managers,
    payload: {},
    url: '/api/mailAutomationRules/999999999/enabled',
  },
  'DELETE /api/mailAutomationRules/:id': { access: managers, url: '/api/mailAutomationRules/999999999' },
  'POST /api/mailAutomationRules/reorder': { access: managers, payload: {} },
  'POST /api/mailAutomationRules/dryRun': { access: managers, payload: { ruleId: 999999999 } },
  'GET /api/mailSenderBoxes': { access: templateUsers },
  'POST /api/csPackageRemark/batchSendEmail': { access: templateUsers, payload: {} },
  'GET /api/OAPackage/contactBuyer': {
    access: templateUsers,
    url: '/api/OAPackage/contactBuyer?packageNo=NO-SUCH',
  },
  'POST /api/OAPackage/contactBuyerByEmail': { access: templateUsers, payload: {} },
  'POST /api/OAPackage/SendMail': { access: templateUsers, payload: {} },
};
