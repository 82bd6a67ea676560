import {
  createUserInputSchema,
  envelopeOf,
  idParamsSchema,
  receiveSwitchInputSchema,
  receiveUsersSchema,
  resetPasswordInputSchema,
  roleNamesSchema,
  updateUserInputSchema,
  upmsIdQuerySchema,
  userListQuerySchema,
  userListSchema,
  userViewSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import type { UsersService } from './users.service.js';

/** User management and the CsCrmUser calls of spec 1 §7. */
export function usersRoutes(app: FastifyInstance, deps: { users: UsersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { users } = deps;
  const tags = ['users'];

  r.get(
    '/api/users',
    {
      config: { permission: 'user.view', quiet: true },
      schema: {
        tags,
        summary: 'Users, filtered and paged',
        querystring: userListQuerySchema,
        response: { 200: envelopeOf(userListSchema) },
      },
    },
    async (request) => ok(await users.list(callerOf(request).auth, request.query)),
  );

  r.get(
    '/api/users/:id',
    {
      config: { permission: 'user.view' },
      schema: {
        tags,
        summary: 'One user',
        params: idParamsSchema,
        response: { 200: envelopeOf(userViewSchema) },
      },
    },
    async (request) => ok(await users.get(callerOf(request).auth, request.params.id)),
  );

  r.post(
    '/api/users',
    {
      config: { permission: 'user.manage' },
      schema: {
        tags,
        summary: 'Create a user (its password must be changed at first sign-in)',
        body: createUserInputSchema,
        response: { 200: envelopeOf(userViewSchema) },
      },
    },
    async (request) => ok(await users.create(callerOf(request), request.body)),
  );

  r.put(
    '/api/users/:id',
    {
      config: { permission: 'user.manage' },
      schema: {
        tags,
        summary: 'Edit a user; roleIds and teamIds, when given, replace the sets',
        params: idParamsSchema,
        body: updateUserInputSchema,
        response: { 200: envelopeOf(userViewSchema) },
      },
    },
    async (request) => ok(await users.update(callerOf(request), request.params.id, request.body)),
  );

  r.post(
    '/api/users/:id/disable',
    {
      config: { permission: 'user.manage' },
      schema: {
        tags,
        summary: 'Disable a user: its sessions end at once',
        params: idParamsSchema,
        response: { 200: envelopeOf(userViewSchema) },
      },
    },
    async (request) => ok(await users.disable(callerOf(request), request.params.id)),
  );

  r.post(
    '/api/users/:id/enable',
    {
      config: { permission: 'user.manage' },
      schema: {
        tags,
        summary: 'Enable a user',
        params: idParamsSchema,
        response: { 200: envelopeOf(userViewSchema) },
      },
    },
    async (request) => ok(await users.enable(callerOf(request), request.params.id)),
  );

  r.post(
    '/api/users/:id/resetPassword',
    {
      config: { permission: 'user.manage' },
      schema: {
        tags,
        summary: 'Set a new initial password: changed at the next sign-in; sessions end',
        params: idParamsSchema,
        body: resetPasswordInputSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await users.resetPassword(callerOf(request), request.params.id, request.body);
      return ok(null);
    },
  );

  r.get(
    '/api/CsCrmUser/getRoleNameByUmpsId',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Role names of the user with this upmsId ([] when none)',
        querystring: upmsIdQuerySchema,
        response: { 200: envelopeOf(roleNamesSchema) },
      },
    },
    async (request) => ok(await users.roleNamesByUpmsId(request.query.upmsId)),
  );

  const switches = [
    { name: 'ReceiveOrder', field: 'receiveOrders', what: 'orders' },
    {
      name: 'ReceiveWorkOrder',
      field: 'receiveWorkOrders',
      what: 'work orders',
    },
  ] as const;
  for (const s of switches) {
    r.get(
      `/api/CsCrmUser/get${s.name}Users`,
      {
        config: { permission: 'authenticated' },
        schema: {
          tags,
          summary: `Users whose receiving of ${s.what} the caller may switch (itself first)`,
          response: { 200: envelopeOf(receiveUsersSchema) },
        },
      },
      async (request) => ok(await users.receiveUsers(callerOf(request).auth, s.field)),
    );

    r.post(
      `/api/CsCrmUser/set${s.name}`,
      {
        config: { permission: 'authenticated' },
        schema: {
          tags,
          summary: `Switch receiving ${s.what}: the caller by default; others need receive.manage and its scope`,
          body: receiveSwitchInputSchema,
          response: { 200: envelopeOf(receiveUsersSchema) },
        },
      },
      async (request) => ok(await users.setReceive(callerOf(request), s.field, request.body)),
    );
  }
}
