/** Route × demo role → allowed or denied; the rows of later features live in ./matrix/<area>.ts. */

import { abnormalOrdersMatrix } from './matrix/abnormal-orders.js';
import {
  adminOnly,
  everyone,
  leaderAndAdmin,
  type MatrixRow,
  orderViewers,
  packageViewers,
  signedIn,
} from './matrix/access.js';
import { aiMatrix } from './matrix/ai.js';
import { batchMatrix } from './matrix/batch.js';
import { batchEventsMatrix, compensationMatrix } from './matrix/compensation.js';
import { contractMatrix } from './matrix/contract.js';
import { customerCareMatrix } from './matrix/customer-care.js';
import { customersMatrix } from './matrix/customers.js';
import { disputesMatrix } from './matrix/disputes.js';
import { entryMatrix } from './matrix/entry.js';
import { invoicesMatrix } from './matrix/invoices.js';
import { mailCasesMatrix } from './matrix/mail-cases.js';
import { mailOutboxMatrix } from './matrix/mail-outbox.js';
import { mailTemplatesMatrix } from './matrix/mail-templates.js';
import { mailboxesMatrix } from './matrix/mailboxes.js';
import { messagesMatrix } from './matrix/messages.js';
import { noticesMatrix } from './matrix/notices.js';
import { refillsMatrix } from './matrix/refills.js';
import { refundOperationsMatrix } from './matrix/refund-operations.js';
import { refundTicketsMatrix } from './matrix/refund-tickets.js';
import { refundsMatrix } from './matrix/refunds.js';
import { resendsMatrix } from './matrix/resends.js';
import { returnsMatrix } from './matrix/returns.js';
import { transferMatrix } from './matrix/transfer.js';
import { uploadsMatrix } from './matrix/uploads.js';
import { workOrderSetupMatrix } from './matrix/work-order-setup.js';
import { workOrdersMatrix } from './matrix/work-orders.js';

export type { Access, MatrixRole, MatrixRow } from './matrix/access.js';

export const authorizationMatrix: Record<string, MatrixRow> = {
  'POST /api/authorize/login': { access: everyone, payload: { username: '', password: '' }, status: 400 },
  // without the refresh cookie every caller gets the refresh's own 401
  'POST /api/authorize/refresh': { access: everyone, status: 401 },
  'POST /api/authorize/logout': { access: signedIn },
  'GET /api/authorize/existsUserNew': { access: signedIn },
  'GET /api/authorize/existsUser': { access: signedIn },
  'POST /api/authorize/loginToken': { access: signedIn },
  'POST /api/CsCrmUser/changePasswd': {
    access: signedIn,
    payload: { oldPassword: 'wrong', newPassword: 'short' },
  },
  'GET /api/CsCrmUser/preferences': { access: signedIn },
  'PUT /api/CsCrmUser/preferences': { access: signedIn, payload: { timeZone: '8' } },
  'PUT /api/CsCrmUser/quickRoutes': { access: signedIn, payload: [] },
  // saved filters of a screen the caller may open: the work-order centre needs workOrder.view
  'GET /api/CsCrmUser/savedFilters': {
    access: orderViewers,
    url: '/api/CsCrmUser/savedFilters?screen=work-order-center',
  },
  'PUT /api/CsCrmUser/savedFilters': {
    access: orderViewers,
    payload: { screen: 'work-order-center', filters: [] },
  },
  'GET /api/system/time': { access: signedIn },
  // the realtime connection: a plain GET (no upgrade) answers 426 to the signed-in
  'GET /api/ws': { access: signedIn },
  'GET /api/system/health': { access: everyone },
  'GET /api/system/loginConfig': { access: everyone },
  'POST /api/csSystemDictionary/getSystemDictionaryValueByPaths': {
    access: signedIn,
    payload: { dictCodes: ['roleSpecialPermissionConfig'] },
  },
  'PUT /api/csSystemDictionary/:code': {
    access: adminOnly,
    url: '/api/csSystemDictionary/matrixProbe',
    payload: { value: 1 },
  },
  'POST /api/csSystemDictionary/verifyViewPassword': { access: signedIn, payload: { password: 'wrong' } },
  'GET /api/csConnectionSite/getAllPlatformByPermission': { access: signedIn },
  'GET /api/csConnectionSite/getPermissionPlatformByUseId': { access: signedIn },
  'GET /api/csTableVar/getEmunMenuList': {
    access: signedIn,
    url: '/api/csTableVar/getEmunMenuList?tableName=cs_order_state&columnName=id',
  },
  'GET /api/csTableVar/getEmunMenuListOrderByEnName': {
    access: signedIn,
    url: '/api/csTableVar/getEmunMenuListOrderByEnName?tableName=cs_order_state&columnName=id',
  },
  'GET /api/auditLogs': { access: adminOnly },
  // organisation: users, teams, roles, departments (writes send payloads that fail validation or touch the throw-away user)
  'GET /api/users': { access: leaderAndAdmin },
  'GET /api/users/:id': { access: leaderAndAdmin },
  'POST /api/users': { access: adminOnly, payload: {} },
  'PUT /api/users/:id': { access: adminOnly, payload: {} },
  'POST /api/users/:id/disable': { access: adminOnly },
  'POST /api/users/:id/enable': { access: adminOnly },
  'POST /api/users/:id/resetPassword': { access: adminOnly, payload: {} },
  'GET /api/CsCrmUser/getRoleNameByUmpsId': {
    access: signedIn,
    url: '/api/CsCrmUser/getRoleNameByUmpsId?upmsId=UP10001',
  },
  'GET /api/CsCrmUser/getReceiveOrderUsers': { access: signedIn },
  'GET /api/CsCrmUser/getReceiveWorkOrderUsers': { access: signedIn },
  // switching oneself needs only sign-in (demo accounts already receive)
  'POST /api/CsCrmUser/setReceiveOrder': { access: signedIn, payload: { receive: true } },
  'POST /api/CsCrmUser/setReceiveWorkOrder': { access: signedIn, payload: { receive: true } },
  'GET /api/teams': { access: leaderAndAdmin },
  'GET /api/teams/:id': { access: leaderAndAdmin, url: '/api/teams/999999' },
  'POST /api/teams': { access: adminOnly, payload: {} },
  'PUT /api/teams/:id': { access: adminOnly, url: '/api/teams/999999', payload: {} },
  'GET /api/roles': { access: adminOnly },
  'GET /api/roles/:id': { access: adminOnly, url: '/api/roles/999999' },
  'POST /api/roles': { access: adminOnly, payload: {} },
  'PUT /api/roles/:id': { access: adminOnly, url: '/api/roles/999999', payload: {} },
  'GET /api/permissions': { access: adminOnly },
  'GET /api/departments': { access: signedIn },
  'POST /api/departments': { access: adminOnly, payload: {} },
  'PUT /api/departments/:id': { access: adminOnly, url: '/api/departments/999999', payload: {} },
  'DELETE /api/departments/:id': { access: adminOnly, url: '/api/departments/999999' },
  // orders and packages (unknown ids answer 404 to those allowed)
  'POST /api/csOrderParent/search': { access: orderViewers, payload: {} },
  'GET /api/csOrderParent/view': { access: orderViewers, url: '/api/csOrderParent/view?id=999999999' },
  'POST /api/csOrderParent/revealContact': {
    access: orderViewers,
    payload: { id: 999999999, password: 'wrong' },
  },
  'GET /api/csOrderParent/getNextOrder': {
    access: orderViewers,
    url: '/api/csOrderParent/getNextOrder?id=999999999',
  },
  'POST /api/csOrderDetail/search': { access: orderViewers, payload: { orderId: 999999999 } },
  'GET /api/csOrder/getOperationHistoryByOrder': {
    access: orderViewers,
    url: '/api/csOrder/getOperationHistoryByOrder?orderId=999999999',
  },
  'POST /api/OAPackage/search': { access: packageViewers, payload: {} },
  'GET /api/csPackage/view': { access: packageViewers, url: '/api/csPackage/view?packageNo=PK0' },
  'GET /api/csPackage/getPackageByPackageNo': {
    access: packageViewers,
    url: '/api/csPackage/getPackageByPackageNo?packageNo=PK0',
  },
  // global search: parcels need package.view (every demo role); orders, customers and SKUs order.view
  'POST /api/search': {
    access: signedIn,
    payload: { search: 'PK26', searchType: 'packageNo', dataSource: 'parcel' },
  },
  ...batchMatrix,
  ...transferMatrix,
  ...uploadsMatrix,
  ...invoicesMatrix,
  ...entryMatrix,
  ...refundsMatrix,
  ...returnsMatrix,
  ...refundOperationsMatrix,
  ...resendsMatrix,
  ...refillsMatrix,
  ...refundTicketsMatrix,
  ...workOrdersMatrix,
  ...abnormalOrdersMatrix,
  ...mailCasesMatrix,
  ...workOrderSetupMatrix,
  ...disputesMatrix,
  ...contractMatrix,
  ...noticesMatrix,
  ...messagesMatrix,
  ...customerCareMatrix,
  ...customersMatrix,
  ...compensationMatrix,
  ...batchEventsMatrix,
  ...mailboxesMatrix,
  ...mailOutboxMatrix,
  ...mailTemplatesMatrix,
  ...aiMatrix,
};
