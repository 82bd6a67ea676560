import { type CustomerBlacklistInput, isPlatformVisible } from '@backdesk/domain';
import type { Db } from '../../db/client.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeAudit } from '../../shared/audit.js';
import * as repo from './compensation.repository.js';
import { fail } from './compensation-grants.js';

/** A customer's blacklist type: the types the dictionary names block points and coupons. */
export function createBlacklistService(db: Db) {
  /** POST /api/compensation/blacklist: sets or clears the customer's blacklist type, with its audit row. */
  async function set(caller: Caller, input: CustomerBlacklistInput) {
    await db.transaction(async (tx) => {
      const customer = await repo.lockCustomer(tx, input.customerId);
      if (!customer || !isPlatformVisible(caller.auth.platformIds, customer.platformId))
        fail({ name: 'COMPENSATION_CUSTOMER_NOT_FOUND' }, 'customerId');
      const before = await repo.blacklistTypeOf(tx, input.customerId);
      await repo.setBlacklist(tx, {
        customerId: input.customerId,
        blacklistType: input.blacklistType,
        note: input.note ?? null,
        createdBy: caller.auth.userId,
      });
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'customer.blacklist',
        recordType: 'customer',
        recordId: input.customerId,
        before: { blacklistType: before },
        after: { blacklistType: input.blacklistType, note: input.note ?? null },
      });
    });
    return { customerId: input.customerId, blacklistType: input.blacklistType };
  }
  return { set };
}

export type BlacklistService = ReturnType<typeof createBlacklistService>;
