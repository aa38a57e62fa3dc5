import type { FastifyInstance } from 'fastify';
import type { VouchersServices } from './index';

export async function classesRoutes(app: FastifyInstance, services: VouchersServices) {
  void app;
  void services;
}
