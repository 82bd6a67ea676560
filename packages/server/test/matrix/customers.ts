import { leaderAndAdmin, type MatrixRow, orderViewers } from './access.js';

/** customer.view and customer.edit: the demo agents, the team leader and the administrator (not the warehouse). */
const customerViewers = orderViewers;

/** Rows of the customer centre: customers, their page, labels, merges and favourites. */
export const customersMatrix: Record<string, MatrixRow> = {
  'POST /api/customer/search': { access: customerViewers, payload: {} },
  // an unknown customer: allowed callers get 404
  'GET /api/customer/view': { access: customerViewers, url: '/api/customer/view?id=999999999' },
  'POST /api/customer/revealContact': {
    access: customerViewers,
    payload: { id: 999999999, password: 'x' },
  },
  'POST /api/customer/setVip': { access: customerViewers, payload: { id: 999999999, vip: 3 } },
  'POST /api/customer/addNote': { access: customerViewers, payload: { customerId: 999999999, content: 'x' } },
  'POST /api/customer/addLabel': { access: customerViewers, payload: { customerId: 999999999, labelId: 1 } },
  'POST /api/customer/removeLabel': {
    access: customerViewers,
    payload: { customerId: 999999999, labelId: 1 },
  },
  // merging is the leaders' and managers'
  'POST /api/customer/merge': {
    access: leaderAndAdmin,
    payload: { survivingId: 999999998, mergedId: 999999999 },
  },
  'POST /api/customer/undoMerge': { access: leaderAndAdmin, payload: { mergeId: 999999999 } },
  'GET /api/customerProgramLabel/list': { access: customerViewers },
  'POST /api/customerProgramLabel/save': { access: leaderAndAdmin, payload: { nameZh: '' } },
  'POST /api/customerProgramLabel/delete': { access: leaderAndAdmin, payload: { id: 999999999 } },
  'POST /api/favouriteClue/search': { access: customerViewers, payload: {} },
  'POST /api/favouriteClue/save': {
    access: customerViewers,
    payload: { targetType: 'order', targetId: 999999999 },
  },
  'POST /api/favouriteClue/delete': { access: customerViewers, payload: { id: 999999999 } },
};
