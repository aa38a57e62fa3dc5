import type { Command } from 'commander';
import type { FastifyInstance } from 'fastify';
import { registerImportCommand } from '../../src/lib/importCommand';
import { firstAdmin } from '../people';

type WithApp = (work: (app: FastifyInstance) => Promise<void>) => Promise<void>;

/** `npm run cli -- history:import-payrolls FILE.csv`: the previous system's payrolls into the archive, as the first active admin. */
export function registerHistoryPayrollsCommand(program: Command, withApp: WithApp) {
  registerImportCommand(program, withApp, {
    name: 'history:import-payrolls',
    description: 'Importa al histórico las nóminas de profesores del programa anterior desde un CSV',
    things: 'nóminas',
    run: async (app, file, onProgress) => {
      const actor = await firstAdmin(app.db);
      if (!actor) throw new Error('No hay ningún administrador activo en cuyo nombre importar');
      return app.services.payrollHistory.importCsv(actor, file, onProgress);
    },
  });
}
