import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';

/** Organisation management: users, teams, roles, departments (filled by the org features). */
export function registerOrgRoutes(_app: FastifyInstance, _deps: { db: Db }) {}
