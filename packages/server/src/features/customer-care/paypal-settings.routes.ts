import {
  envelopeOf,
  paypalSettingInputSchema,
  paypalSettingSchema,
  ppAddressDeletedSchema,
  ppAddressInputSchema,
  ppAddressSchema,
  settingIdInputSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import type { PaypalSettingsService } from './paypal-settings.service.js';

const MANAGE = 'paypalSetting.manage';

/** /manageCenter/paypalSetting and ppAddressSetting: PayPal accounts and their return addresses. */
export function paypalSettingsRoutes(app: FastifyInstance, deps: { settings: PaypalSettingsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { settings } = deps;
  const tags = ['customer-care'];

  r.get(
    '/api/paypalSetting/list',
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          'The PayPal accounts: client id, whether a secret is stored (never the secret), webhook id, callback address and the path PayPal must call, handler team',
        response: { 200: envelopeOf(z.array(paypalSettingSchema)) },
      },
    },
    async () => ok(await settings.accounts()),
  );

  r.post(
    '/api/paypalSetting/save',
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          'Creates (no id) or edits a PayPal account; the client secret is sealed with MAIL_SECRET_KEY (none: 503/5513), required for a new account (5512), kept when left empty on an edit; a client id twice 409/5511',
        body: paypalSettingInputSchema,
        response: { 200: envelopeOf(paypalSettingSchema) },
      },
    },
    async (request) => ok(await settings.saveAccount(callerOf(request), request.body)),
  );

  r.get(
    '/api/ppAddressSetting/list',
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          'The return addresses PayPal gives buyers, per account (none: every account), defaults marked',
        response: { 200: envelopeOf(z.array(ppAddressSchema)) },
      },
    },
    async () => ok(await settings.addresses()),
  );

  r.post(
    '/api/ppAddressSetting/save',
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          'Creates (no id) or edits a return address; a default one makes the others of its account not default',
        body: ppAddressInputSchema,
        response: { 200: envelopeOf(ppAddressSchema) },
      },
    },
    async (request) => ok(await settings.saveAddress(callerOf(request), request.body)),
  );

  r.post(
    '/api/ppAddressSetting/delete',
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary: 'Deletes a return address (unknown 404/5515)',
        body: settingIdInputSchema,
        response: { 200: envelopeOf(ppAddressDeletedSchema) },
      },
    },
    async (request) => ok(await settings.deleteAddress(callerOf(request), request.body.id)),
  );
}
