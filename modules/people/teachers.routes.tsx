import type { FastifyInstance } from 'fastify';
import type { PeopleServices } from './index';

export async function teachersRoutes(_app: FastifyInstance, _services: PeopleServices) {}
