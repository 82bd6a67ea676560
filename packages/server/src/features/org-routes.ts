import type { FastifyInstance } from 'fastify';
import type { CallerInvalidation } from '../access/caller-cache.js';
import type { Db } from '../db/client.js';
import { departmentsRoutes } from './departments/departments.routes.js';
import { createDepartmentsService } from './departments/departments.service.js';
import { rolesRoutes } from './roles/roles.routes.js';
import { createRolesService } from './roles/roles.service.js';
import { teamsRoutes } from './teams/teams.routes.js';
import { createTeamsService } from './teams/teams.service.js';
import { usersRoutes } from './users/users.routes.js';
import { createUsersService } from './users/users.service.js';

/** Organisation management: users (and the CsCrmUser calls), teams, roles, departments. */
export function registerOrgRoutes(app: FastifyInstance, deps: { db: Db; callers: CallerInvalidation }) {
  usersRoutes(app, { users: createUsersService(deps.db, deps.callers) });
  teamsRoutes(app, { teams: createTeamsService(deps.db, deps.callers) });
  rolesRoutes(app, { roles: createRolesService(deps.db, deps.callers) });
  departmentsRoutes(app, { departments: createDepartmentsService(deps.db) });
}
