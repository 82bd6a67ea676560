import {
  envelopeOf,
  orderSearchInputSchema,
  packageBaseSchema,
  packageListSchema,
  packageViewSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import type { PackagesService } from './packages.service.js';

const packageNoQuery = z.object({
  packageNo: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(50),
});

/** The order centre's package calls (spec 3 §7 'Orders and packages'). */
export function packagesRoutes(app: FastifyInstance, deps: { packages: PackagesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { packages } = deps;
  const tags = ['packages'];

  r.post(
    '/api/OAPackage/search',
    {
      config: { permission: 'package.view', quiet: true },
      schema: {
        tags,
        summary:
          'Packages of the platforms the caller may see, newest (or oldest) first; time ranges at most one month (default: created in the last 30 days)',
        body: orderSearchInputSchema,
        response: { 200: envelopeOf(packageListSchema) },
      },
    },
    async (request) => ok(await packages.search(callerOf(request).auth, request.body)),
  );

  r.get(
    '/api/csPackage/view',
    {
      config: { permission: 'package.view' },
      schema: {
        tags,
        summary: 'One package with its lines, order summary, customer (masked) and payments',
        querystring: packageNoQuery,
        response: { 200: envelopeOf(packageViewSchema) },
      },
    },
    async (request) => ok(await packages.view(callerOf(request).auth, request.query.packageNo)),
  );

  r.get(
    '/api/csPackage/getPackageByPackageNo',
    {
      config: { permission: 'package.view' },
      schema: {
        tags,
        summary: 'The fields of one package',
        querystring: packageNoQuery,
        response: { 200: envelopeOf(packageBaseSchema) },
      },
    },
    async (request) => ok(await packages.byPackageNo(callerOf(request).auth, request.query.packageNo)),
  );
}
