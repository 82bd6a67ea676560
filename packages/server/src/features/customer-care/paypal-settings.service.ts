import type { PaypalSetting, PaypalSettingInput, PpAddress, PpAddressInput } from '@backdesk/domain';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/helpers.js';
import { AppError } from '../../http/app-error.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeAudit } from '../../shared/audit.js';
import type { SecretBox } from '../../shared/mail/secret-box.js';
import * as repo from './paypal-settings.repository.js';

/** The path PayPal calls for an account's events (its callback address ends with it). */
export const callbackPathOf = (id: number) => `/api/customerCare/paypalWebhook/${id}`;

type AccountRow = Awaited<ReturnType<typeof repo.listAccounts>>[number];

const settingOf = (r: AccountRow): PaypalSetting => ({
  id: r.account.id,
  name: r.account.name,
  clientId: r.account.clientId,
  hasSecret: r.account.clientSecret !== null,
  webhookId: r.account.webhookId,
  callbackUrl: r.account.callbackUrl,
  callbackPath: callbackPathOf(r.account.id),
  handlerTeam:
    r.account.handlerTeamId !== null && r.teamName !== null
      ? { id: r.account.handlerTeamId, name: r.teamName, enName: r.teamEnName }
      : null,
  enabled: r.account.enabled,
  updatedAt: r.account.updatedAt,
});

/** What the audit log keeps of an account: its settings, never its secret (sealed or not). */
const audited = (a: {
  name: string;
  clientId: string;
  webhookId: string | null;
  callbackUrl: string | null;
  handlerTeamId: number | null;
  enabled: boolean;
  clientSecret: string | null;
}) => ({
  name: a.name,
  clientId: a.clientId,
  webhookId: a.webhookId,
  callbackUrl: a.callbackUrl,
  handlerTeamId: a.handlerTeamId,
  enabled: a.enabled,
  hasSecret: a.clientSecret !== null,
});

const addressOf = (a: Awaited<ReturnType<typeof repo.listAddresses>>[number]): PpAddress => ({
  id: a.id,
  accountId: a.accountId,
  contactName: a.contactName,
  addressLine1: a.addressLine1,
  addressLine2: a.addressLine2,
  city: a.city,
  state: a.state,
  postalCode: a.postalCode,
  countryCode: a.countryCode,
  phone: a.phone,
  isDefault: a.isDefault,
  updatedAt: a.updatedAt,
});

/**
 * /manageCenter/paypalSetting and ppAddressSetting: the PayPal accounts (the client secret sealed with
 * MAIL_SECRET_KEY as the mailbox passwords are, written and never read back) and their return addresses.
 */
export function createPaypalSettingsService(db: Db, deps: { secrets: SecretBox | null }) {
  const seal = (secret: string) => {
    if (!deps.secrets) throw new AppError('PAYPAL_SETTING_NO_SECRET_KEY');
    return deps.secrets.seal(secret);
  };

  async function accounts() {
    return (await repo.listAccounts(db)).map(settingOf);
  }

  async function saveAccount(caller: Caller, input: PaypalSettingInput) {
    try {
      const id = await db.transaction(async (tx) => {
        if (input.handlerTeamId && !(await repo.teamExists(tx, input.handlerTeamId)))
          throw new AppError('PAYPAL_SETTING_TEAM_INVALID', {}, [
            { field: 'handlerTeamId', name: 'PAYPAL_SETTING_TEAM_INVALID' },
          ]);
        const values = {
          name: input.name,
          clientId: input.clientId,
          webhookId: input.webhookId || null,
          callbackUrl: input.callbackUrl || null,
          handlerTeamId: input.handlerTeamId ?? null,
          enabled: input.enabled,
          updatedBy: caller.auth.userId,
        };
        const secret = input.clientSecret ? seal(input.clientSecret) : undefined;
        if (input.id === undefined) {
          if (!secret)
            throw new AppError('PAYPAL_SETTING_SECRET_REQUIRED', {}, [
              { field: 'clientSecret', name: 'PAYPAL_SETTING_SECRET_REQUIRED' },
            ]);
          const row = await repo.insertAccount(tx, {
            ...values,
            clientSecret: secret,
            createdBy: caller.auth.userId,
          });
          await writeAudit(tx, {
            ...auditedBy(caller),
            action: 'paypalSetting.create',
            recordType: 'paypal_account',
            recordId: row.id,
            after: audited(row),
          });
          return row.id;
        }
        const before = await repo.lockAccount(tx, input.id);
        if (!before) throw new AppError('PAYPAL_SETTING_NOT_FOUND');
        // an empty secret keeps the stored one
        const after = { ...values, clientSecret: secret ?? before.clientSecret };
        await repo.updateAccount(tx, input.id, after);
        await writeAudit(tx, {
          ...auditedBy(caller),
          action: 'paypalSetting.update',
          recordType: 'paypal_account',
          recordId: input.id,
          before: audited(before),
          after: { ...audited(after), secretChanged: secret !== undefined },
        });
        return input.id;
      });
      return (await accounts()).find((a) => a.id === id)!;
    } catch (error) {
      if (isUniqueViolation(error, repo.ACCOUNT_CLIENT_KEY))
        throw new AppError('PAYPAL_SETTING_DUPLICATE', {}, [
          { field: 'clientId', name: 'PAYPAL_SETTING_DUPLICATE' },
        ]);
      throw error;
    }
  }

  async function addresses() {
    return (await repo.listAddresses(db)).map(addressOf);
  }

  async function saveAddress(caller: Caller, input: PpAddressInput) {
    const saved = await db.transaction(async (tx) => {
      if (input.accountId && !(await repo.lockAccount(tx, input.accountId)))
        throw new AppError('PAYPAL_SETTING_NOT_FOUND', {}, [
          { field: 'accountId', name: 'PAYPAL_SETTING_NOT_FOUND' },
        ]);
      const before = input.id === undefined ? null : await repo.lockAddress(tx, input.id);
      if (input.id !== undefined && !before) throw new AppError('PP_ADDRESS_NOT_FOUND');
      const row = await repo.saveAddress(tx, input.id ?? null, {
        accountId: input.accountId ?? null,
        contactName: input.contactName,
        addressLine1: input.addressLine1,
        addressLine2: input.addressLine2 || null,
        city: input.city,
        state: input.state || null,
        postalCode: input.postalCode,
        countryCode: input.countryCode,
        phone: input.phone || null,
        isDefault: input.isDefault,
        updatedBy: caller.auth.userId,
      });
      if (row.isDefault) await repo.clearDefault(tx, row.accountId, row.id);
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: before ? 'ppAddress.update' : 'ppAddress.create',
        recordType: 'pp_return_address',
        recordId: row.id,
        before,
        after: row,
      });
      return row;
    });
    return addressOf(saved);
  }

  async function deleteAddress(caller: Caller, id: number) {
    await db.transaction(async (tx) => {
      const before = await repo.lockAddress(tx, id);
      if (!before) throw new AppError('PP_ADDRESS_NOT_FOUND');
      await repo.deleteAddress(tx, id);
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'ppAddress.delete',
        recordType: 'pp_return_address',
        recordId: id,
        before,
      });
    });
    return { id };
  }

  return { accounts, saveAccount, addresses, saveAddress, deleteAddress };
}

export type PaypalSettingsService = ReturnType<typeof createPaypalSettingsService>;
