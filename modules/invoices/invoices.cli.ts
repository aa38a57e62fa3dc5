import type { Command } from 'commander';
import type { FastifyInstance } from 'fastify';
import { t } from '../../src/lib/intl';
import { isAppError } from '../../src/lib/errors';
import { firstAdmin } from '../people';
import { verifyMessages as m } from './invoices.messages';

type WithApp = (work: (app: FastifyInstance) => Promise<void>) => Promise<void>;

/**
 * `invoices:verify`: walks the verification records' chain (one per issuer) and says that every
 * record holds, or which is the first that does not and why. Exit 0 when it holds, 1 when it is
 * broken or the check could not run. A progress bar on a terminal, nothing extra otherwise.
 */
export function registerInvoicesCommands(program: Command, withApp: WithApp) {
  program
    .command('invoices:verify')
    .description(
      'Comprueba la cadena de registros de facturación (Veri*factu): huellas, encadenamiento y datos de cada factura',
    )
    .action(async () => {
      try {
        await withApp(async (app) => {
          const actor = await firstAdmin(app.db);
          if (!actor) throw new Error(t(m.noAdmin));
          const bar = process.stdout.isTTY
            ? new (await import('cli-progress')).SingleBar({
                format: 'Registros [{bar}] {value}/{total}',
                hideCursor: true,
              })
            : undefined;
          let started = false;
          const verdict = await app.services.invoices.verifyChain(actor, (done, total) => {
            if (!bar || total === 0) return;
            if (!started) bar.start(total, 0);
            started = true;
            bar.update(done);
          });
          bar?.stop();
          if (!verdict.ok) {
            console.error(verdict.message);
            process.exitCode = 1;
          } else if (verdict.count === 0) console.log(t(m.empty));
          else console.log(t(m.ok, { nif: verdict.issuers.join(', '), count: verdict.count }));
        });
      } catch (err) {
        console.error(
          isAppError(err) ? err.message : t(m.failed, { reason: err instanceof Error ? err.message : String(err) }),
        );
        process.exitCode = 1;
      }
    });
}
