import { Command, CommanderError } from 'commander';
import type { FastifyInstance } from 'fastify';
import { formatDeduction, formatDuration, formatMoney, t } from '../../src/lib/intl';
import { isAppError } from '../../src/lib/errors';
import { firstAdmin } from './payrolls.actor';
import { monthError, generationSummary } from './payrolls.service';
import { monthName } from './payrolls.math';
import { payrollsMessages as m } from './payrolls.messages';
import { isoMonthOf } from '../../views/widgets/dateText';

const USAGE = 'Uso: npm run cli -- payrolls:generate [--month AAAA-MM] [--dry-run]';

/** Commander's own complaints (unknown option, missing value), in Spanish. */
function spanish(text: string): string {
  const unknown = /unknown option '([^']+)'/.exec(text);
  if (unknown) return `Opción desconocida: ${unknown[1]}\n${USAGE}\n`;
  if (/argument missing/.test(text)) return `Falta el mes: --month AAAA-MM\n${USAGE}\n`;
  if (/too many arguments/.test(text)) return `Sobran argumentos\n${USAGE}\n`;
  return `Argumentos no válidos\n${USAGE}\n`;
}

/** The month's refusal in the command's words: its format (AAAA-MM), the years it takes, or what an empty one needs. */
function cliMonthProblem(month: string, problem: string): string {
  if (month.trim() === '') return t(m.monthEmptyCli);
  if (problem !== t(m.monthInvalid)) return problem;
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? t(m.monthRangeCli) : t(m.monthInvalidCli);
}

type WithApp = (work: (app: FastifyInstance) => Promise<void>) => Promise<void>;

/**
 * `payrolls:generate`: the monthly run for cron. Exit 0 when it ran (also when there was
 * nothing to do), 1 when it failed (nothing is written: one transaction), 2 on bad arguments.
 * A progress bar on a terminal, plain lines otherwise (a cron mail stays readable).
 */
export function registerPayrollsCommands(program: Command, withApp: WithApp) {
  program
    .command('payrolls:generate')
    .description('Genera las nóminas de profesores de un mes (por defecto, el anterior)')
    .option('--month <AAAA-MM>', 'mes de las clases (por defecto, el mes anterior en Madrid)')
    .option('--dry-run', 'muestra lo que haría sin escribir nada')
    .exitOverride((err: CommanderError) => {
      throw err;
    })
    .configureOutput({ outputError: (text, write) => write(spanish(text)) })
    .action(async (options: { month?: string; dryRun?: boolean }) => {
      const month = options.month === undefined ? undefined : isoMonthOf(options.month);
      const problem = month === undefined ? undefined : monthError(month);
      if (problem) {
        console.error(`${cliMonthProblem(month!, problem)}\n${USAGE}`);
        process.exitCode = 2;
        return;
      }
      try {
        await withApp(async (app) => {
          const actor = await firstAdmin(app.db);
          if (!actor) throw new Error('No hay ningún administrador activo en quien delegar la generación');
          const target = month ?? app.services.payrolls.previousMonth();
          const out = process.stdout;
          console.log(
            `${options.dryRun ? 'Simulación de las nóminas' : 'Generando las nóminas'} de ${monthName(target)}…`,
          );
          const bar = out.isTTY
            ? new (await import('cli-progress')).SingleBar({
                format: 'Nóminas [{bar}] {value}/{total}',
                hideCursor: true,
              })
            : undefined;
          let started = false;
          const result = await app.services.payrolls.generate(actor, target, {
            dryRun: options.dryRun,
            onProgress: (done, total) => {
              if (bar) {
                if (!started) bar.start(total, 0);
                bar.update(done);
              } else console.log(`Nóminas escritas: ${done}/${total}`);
              started = true;
            },
          });
          bar?.stop();
          const { totals, plan } = result;
          console.log(
            `Nóminas nuevas: ${options.dryRun ? plan.payrolls.filter((p) => !p.joinsPayrollId).length : result.created}`,
          );
          console.log(
            `Nóminas ampliadas: ${options.dryRun ? plan.payrolls.filter((p) => p.joinsPayrollId).length : result.updated}`,
          );
          console.log(`Clases: ${totals.classCount} (${formatDuration(totals.minutes)})`);
          console.log(`Bruto: ${formatMoney(totals.grossCents)}`);
          console.log(`IRPF: ${formatDeduction(totals.irpfCents)}`);
          console.log(`Neto: ${formatMoney(totals.netCents)}`);
          console.log(`Profesores sin nómina: ${plan.skipped.length}`);
          for (const s of plan.skipped) console.log(`  - ${s.teacherName}: ${s.reason}`);
          console.log(options.dryRun ? 'Simulación: no se ha escrito nada.' : generationSummary(result));
        });
      } catch (err) {
        console.error(
          isAppError(err)
            ? err.message
            : `La generación ha fallado y no se ha escrito nada: ${err instanceof Error ? err.message : String(err)}`,
        );
        process.exitCode = 1;
      }
    });
}
