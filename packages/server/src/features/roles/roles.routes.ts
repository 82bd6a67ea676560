import {
  envelopeOf,
  idParamsSchema,
  permissionGroupsSchema,
  roleInputSchema,
  roleListQuerySchema,
  roleListSchema,
  roleViewSchema,
  updateRoleInputSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import type { RolesService } from './roles.service.js';

/** Role management and the permission catalogue. */
export function rolesRoutes(app: FastifyInstance, deps: { roles: RolesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { roles } = deps;
  const tags = ['roles'];

  r.get(
    '/api/roles',
    {
      config: { permission: 'role.view', quiet: true },
      schema: {
        tags,
        summary: 'Roles with permissions, platforms and user count',
        querystring: roleListQuerySchema,
        response: { 200: envelopeOf(roleListSchema) },
      },
    },
    async (request) => ok(await roles.list(callerOf(request).auth, request.query)),
  );

  r.get(
    '/api/roles/:id',
    {
      config: { permission: 'role.view' },
      schema: {
        tags,
        summary: 'One role',
        params: idParamsSchema,
        response: { 200: envelopeOf(roleViewSchema) },
      },
    },
    async (request) => ok(await roles.get(callerOf(request).auth, request.params.id)),
  );

  r.post(
    '/api/roles',
    {
      config: { permission: 'role.manage' },
      schema: {
        tags,
        summary: 'Create a role',
        body: roleInputSchema,
        response: { 200: envelopeOf(roleViewSchema) },
      },
    },
    async (request) => ok(await roles.create(callerOf(request), request.body)),
  );

  r.put(
    '/api/roles/:id',
    {
      config: { permission: 'role.manage' },
      schema: {
        tags,
        summary: 'Edit a role; permissions and platformIds, when given, replace the sets',
        params: idParamsSchema,
        body: updateRoleInputSchema,
        response: { 200: envelopeOf(roleViewSchema) },
      },
    },
    async (request) => ok(await roles.update(callerOf(request), request.params.id, request.body)),
  );

  r.get(
    '/api/permissions',
    {
      config: { permission: 'role.view' },
      schema: {
        tags,
        summary: 'The permission catalogue, grouped, with zh and en names and screens',
        response: { 200: envelopeOf(permissionGroupsSchema) },
      },
    },
    async () => ok(roles.permissionGroups()),
  );
}
