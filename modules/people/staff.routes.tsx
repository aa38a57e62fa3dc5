import type { FastifyInstance } from 'fastify';
import type { PeopleServices } from './index';

export async function staffRoutes(_app: FastifyInstance, _services: PeopleServices) {}
