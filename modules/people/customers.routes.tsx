import type { FastifyInstance } from 'fastify';
import type { PeopleServices } from './index';

export async function customersRoutes(_app: FastifyInstance, _services: PeopleServices) {}
