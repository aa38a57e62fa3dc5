import type { FastifyInstance } from "fastify";
import type { VouchersServices } from "./index";

export async function teacherClassesRoutes(app: FastifyInstance, services: VouchersServices) {
  void app;
  void services;
}
