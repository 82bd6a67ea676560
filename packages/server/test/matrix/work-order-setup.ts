import { leaderAndAdmin, type MatrixRow } from './access.js';

/** workOrderAssign.manage, schedule.manage, workOrderCountdown.manage: the demo team leader and the administrator. */
export const workOrderSetupMatrix: Record<string, MatrixRow> = {
  'POST /api/crmWorkOrderAssignCfg/searchByParam': { access: leaderAndAdmin },
  'POST /api/crmWorkOrderAssignCfg/add': { access: leaderAndAdmin, payload: {} },
  'POST /api/crmWorkOrderAssignCfg/edit': { access: leaderAndAdmin, payload: {} },
  'POST /api/crmWorkOrderAssignCfg/searchModifyLog': { access: leaderAndAdmin, payload: { id: 999999999 } },
  'POST /api/workSchedule/search': { access: leaderAndAdmin, payload: {} },
  'POST /api/workSchedule/save': { access: leaderAndAdmin, payload: {} },
  'GET /api/workOrderCountdown/list': { access: leaderAndAdmin },
  'POST /api/workOrderCountdown/save': { access: leaderAndAdmin, payload: {} },
};
