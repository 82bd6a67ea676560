import {
  envelopeOf,
  idParamsSchema,
  teamDetailSchema,
  teamInputSchema,
  teamListQuerySchema,
  teamListSchema,
  updateTeamInputSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import type { TeamsService } from './teams.service.js';

/** Team management. */
export function teamsRoutes(app: FastifyInstance, deps: { teams: TeamsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { teams } = deps;
  const tags = ['teams'];

  r.get(
    '/api/teams',
    {
      config: { permission: 'team.view', quiet: true },
      schema: {
        tags,
        summary: 'Teams with department, leader and member count',
        querystring: teamListQuerySchema,
        response: { 200: envelopeOf(teamListSchema) },
      },
    },
    async (request) => ok(await teams.list(callerOf(request).auth, request.query)),
  );

  r.get(
    '/api/teams/:id',
    {
      config: { permission: 'team.view' },
      schema: {
        tags,
        summary: 'One team with its members',
        params: idParamsSchema,
        response: { 200: envelopeOf(teamDetailSchema) },
      },
    },
    async (request) => ok(await teams.get(callerOf(request).auth, request.params.id)),
  );

  r.post(
    '/api/teams',
    {
      config: { permission: 'team.manage' },
      schema: {
        tags,
        summary: 'Create a team',
        body: teamInputSchema,
        response: { 200: envelopeOf(teamDetailSchema) },
      },
    },
    async (request) => ok(await teams.create(callerOf(request), request.body)),
  );

  r.put(
    '/api/teams/:id',
    {
      config: { permission: 'team.manage' },
      schema: {
        tags,
        summary: 'Edit a team; memberIds, when given, replaces the members',
        params: idParamsSchema,
        body: updateTeamInputSchema,
        response: { 200: envelopeOf(teamDetailSchema) },
      },
    },
    async (request) => ok(await teams.update(callerOf(request), request.params.id, request.body)),
  );
}
