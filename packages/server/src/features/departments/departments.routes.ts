import {
  departmentInputSchema,
  departmentRecordSchema,
  departmentTreeSchema,
  envelopeOf,
  idParamsSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import type { DepartmentsService } from './departments.service.js';

/** Department management: a tree. */
export function departmentsRoutes(app: FastifyInstance, deps: { departments: DepartmentsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { departments } = deps;
  const tags = ['departments'];

  r.get(
    '/api/departments',
    {
      config: { permission: 'authenticated' },
      schema: { tags, summary: 'The department tree', response: { 200: envelopeOf(departmentTreeSchema) } },
    },
    async (request) => ok(await departments.tree(callerOf(request).auth)),
  );

  r.post(
    '/api/departments',
    {
      config: { permission: 'department.manage' },
      schema: {
        tags,
        summary: 'Create a department',
        body: departmentInputSchema,
        response: { 200: envelopeOf(departmentRecordSchema) },
      },
    },
    async (request) => ok(await departments.create(callerOf(request), request.body)),
  );

  r.put(
    '/api/departments/:id',
    {
      config: { permission: 'department.manage' },
      schema: {
        tags,
        summary: 'Rename or move a department (not below itself)',
        params: idParamsSchema,
        body: departmentInputSchema,
        response: { 200: envelopeOf(departmentRecordSchema) },
      },
    },
    async (request) => ok(await departments.update(callerOf(request), request.params.id, request.body)),
  );

  r.delete(
    '/api/departments/:id',
    {
      config: { permission: 'department.manage' },
      schema: {
        tags,
        summary: 'Delete an empty department',
        params: idParamsSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await departments.remove(callerOf(request), request.params.id);
      return ok(null);
    },
  );
}
