import { isSalesManagerRole, type Lang, systemConfigValue } from '@backdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { findPublicValues } from '../../records/dictionary.repository.js';
import { findTableVars } from '../../records/table-vars.repository.js';
import * as repo from './lookups.repository.js';

type TableVar = { value: string; key: string; zh: string; en: string };
const enumValue = (lang: Lang) => (v: TableVar) => ({
  value: v.value,
  key: v.key,
  zh: v.zh,
  en: v.en,
  name: lang === 'zh' ? v.zh : v.en,
});

/**
 * The shared lookups the spec's screens call (spec 2 §7 'Refund lists and lookups', spec 1 §7 system config):
 * people (team leaders, sales managers), the order dictionary, payment types, processing centres, system config.
 */
export function createLookupsService(db: Db) {
  /** GET /api/csRefund/getAllCustomerLeader: active users leading a customer-service team, with their teams. */
  async function customerLeaders() {
    const rows = await repo.activeTeamLeaders(db);
    const byUser = new Map<
      number,
      {
        id: number;
        name: string;
        enName: string | null;
        email: string;
        teams: { id: number; name: string; enName: string | null }[];
      }
    >();
    for (const r of rows) {
      const user = byUser.get(r.id) ?? {
        id: r.id,
        name: r.name,
        enName: r.enName,
        email: r.email,
        teams: [],
      };
      user.teams.push({ id: r.teamId, name: r.teamName, enName: r.teamEnName });
      byUser.set(r.id, user);
    }
    return [...byUser.values()];
  }

  /** GET /api/CsCrmUser/getSalesManager: active users holding a sales manager's role (`isSalesManagerRole`). */
  async function salesManagers() {
    const roleIds = (await repo.allRoles(db)).filter(isSalesManagerRole).map((r) => r.id);
    return repo.activeUsersOfRoles(db, roleIds);
  }

  /** GET /api/batchEvent/retrieveOrderDictionary: every enumeration of orders, packages and payments. */
  async function orderDictionary(lang: Lang) {
    const groups = new Map<string, { tableName: string; columnName: string; values: TableVar[] }>();
    for (const v of await repo.allTableVars(db)) {
      const id = `${v.tableName}.${v.columnName}`;
      const group = groups.get(id) ?? { tableName: v.tableName, columnName: v.columnName, values: [] };
      group.values.push(v);
      groups.set(id, group);
    }
    return [...groups.values()].map((g) => ({ ...g, values: g.values.map(enumValue(lang)) }));
  }

  /** GET /api/csPaymentType/list: the payment types with the refund route each pays back by. */
  async function paymentTypes(lang: Lang) {
    return (await findTableVars(db, 'cs_payment', 'method', 'sort')).map((v) => ({
      id: v.value,
      code: v.value,
      zh: v.zh,
      en: v.en,
      name: lang === 'zh' ? v.zh : v.en,
      refundRoute: v.key,
    }));
  }

  /** GET /api/csCrmProcessCenter/getProcessCenterInfo: the processing centres. */
  async function processCentres(lang: Lang) {
    return (await findTableVars(db, 'cs_package', 'processing_centre', 'sort')).map((v) => ({
      id: v.value,
      code: v.value,
      zh: v.zh,
      en: v.en,
      name: lang === 'zh' ? v.zh : v.en,
    }));
  }

  /**
   * GET /api/OAPackage/getOaSystemConfig: a public system configuration entry (the dictionary's), or with `key` one
   * property of it; secret entries do not exist here. Unknown 404/4072.
   */
  async function systemConfig(code: string, key: string | undefined) {
    const [row] = await findPublicValues(db, [code]);
    if (!row) throw new AppError('SYSTEM_CONFIG_NOT_FOUND');
    const picked = systemConfigValue(row.value, key);
    if (!picked.found) throw new AppError('SYSTEM_CONFIG_NOT_FOUND');
    return { code: row.code, key: key || null, value: picked.value };
  }

  return { customerLeaders, salesManagers, orderDictionary, paymentTypes, processCentres, systemConfig };
}

export type LookupsService = ReturnType<typeof createLookupsService>;
