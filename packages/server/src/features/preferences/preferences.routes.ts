import {
  envelopeOf,
  preferencesInputSchema,
  preferencesSchema,
  quickRoutesSchema,
  quickRoutesWireSchema,
  savedFiltersInputSchema,
  savedFiltersQuerySchema,
  savedFiltersSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import { createPreferencesService } from './preferences.service.js';

/** The caller's own preferences: language, time zone, quick routes and the lists' saved filters, stored on the server. */
export function preferencesRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createPreferencesService(deps.db);

  r.get(
    '/api/CsCrmUser/preferences',
    {
      config: { permission: 'authenticated', allowDefaultPassword: true },
      schema: {
        tags: ['preferences'],
        summary: "The caller's language, time zone and quick routes",
        response: { 200: envelopeOf(preferencesSchema) },
      },
    },
    async (request) => ok(await service.get(callerOf(request).auth.userId)),
  );

  r.put(
    '/api/CsCrmUser/preferences',
    {
      config: { permission: 'authenticated', allowDefaultPassword: true },
      schema: {
        tags: ['preferences'],
        summary: "Set the caller's language and time zone",
        body: preferencesInputSchema,
        response: { 200: envelopeOf(preferencesSchema) },
      },
    },
    async (request) => ok(await service.update(callerOf(request), request.body)),
  );

  r.put(
    '/api/CsCrmUser/quickRoutes',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['preferences'],
        summary: "Replace the caller's quick routes (at most 10, no duplicate titles)",
        body: quickRoutesSchema,
        response: { 200: envelopeOf(quickRoutesWireSchema) },
      },
    },
    async (request) => ok(await service.setQuickRoutes(callerOf(request), request.body)),
  );

  r.get(
    '/api/CsCrmUser/savedFilters',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['preferences'],
        summary: "The caller's saved filters of a list, by the screen's route name (one the caller may open)",
        querystring: savedFiltersQuerySchema,
        response: { 200: envelopeOf(savedFiltersSchema) },
      },
    },
    async (request) => ok(await service.savedFilters(callerOf(request).auth, request.query.screen)),
  );

  r.put(
    '/api/CsCrmUser/savedFilters',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['preferences'],
        summary:
          "Replace the caller's saved filters of a list (at most 20, each name once); an empty list removes them",
        body: savedFiltersInputSchema,
        response: { 200: envelopeOf(savedFiltersSchema) },
      },
    },
    async (request) => ok(await service.setSavedFilters(callerOf(request), request.body)),
  );
}
