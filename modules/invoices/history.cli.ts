import type { Command } from 'commander';
import type { FastifyInstance } from 'fastify';
import { registerImportCommand } from '../../src/lib/importCommand';
import { firstAdmin } from '../people';

type WithApp = (work: (app: FastifyInstance) => Promise<void>) => Promise<void>;

/** `npm run cli -- history:import-invoices FILE.csv`: the previous system's invoices into the archive, as the first active admin. */
export function registerHistoryInvoicesCommand(program: Command, withApp: WithApp) {
  registerImportCommand(program, withApp, {
    name: 'history:import-invoices',
    description:
      'Importa al histórico las facturas del programa anterior desde un CSV (el formato de la exportación de facturas)',
    things: 'facturas',
    run: async (app, file, onProgress) => {
      const actor = await firstAdmin(app.db);
      if (!actor) throw new Error('No hay ningún administrador activo en cuyo nombre importar');
      return app.services.historyInvoices.importCsv(actor, file, onProgress);
    },
  });
}
