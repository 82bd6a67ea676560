import { leaderAndAdmin, type MatrixRow, orderViewers } from './access.js';

/** Rows of the points and coupon routes: agents view and request, the team leader reviews. */
export const compensationMatrix: Record<string, MatrixRow> = {
  'GET /api/compensation/points/search': { access: orderViewers },
  'GET /api/compensation/points/balance': {
    access: orderViewers,
    url: '/api/compensation/points/balance?customerId=999999999',
  },
  // an empty request: allowed callers get the validation error, nothing is written
  'POST /api/compensation/points/request': { access: orderViewers, payload: {} },
  // an unknown grant: allowed callers get a per-row not-found result
  'POST /api/compensation/points/review': {
    access: leaderAndAdmin,
    payload: { ids: [999999999], approve: true },
  },
  'GET /api/compensation/coupons/search': { access: orderViewers },
  'POST /api/compensation/coupons/request': { access: orderViewers, payload: {} },
  'POST /api/compensation/coupons/review': {
    access: leaderAndAdmin,
    payload: { ids: [999999999], approve: false, comment: 'No' },
  },
  'POST /api/compensation/coupons/use': { access: orderViewers, payload: { id: 999999999 } },
  'POST /api/compensation/blacklist': {
    access: leaderAndAdmin,
    payload: { customerId: 999999999, blacklistType: null },
  },
};

/** Rows of the batch event routes: batchEvent.manage, the team leader's. */
export const batchEventsMatrix: Record<string, MatrixRow> = {
  // an empty request: allowed callers get the validation error, nothing is queued
  'POST /api/batchEvent/create': { access: leaderAndAdmin, payload: {} },
  'GET /api/batchEvent/detail': { access: leaderAndAdmin, url: '/api/batchEvent/detail?id=999999999' },
  'GET /api/batchEvent/list': { access: leaderAndAdmin },
};
