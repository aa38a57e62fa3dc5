import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { Command, CommanderError } from 'commander';
import type { FastifyInstance } from 'fastify';
import { isAppError } from './errors';
import type { ImportReport } from './csvImport';

type WithApp = (work: (app: FastifyInstance) => Promise<void>) => Promise<void>;

export interface ImportCommand {
  /** `history:import-invoices` */
  name: string;
  description: string;
  /** What is imported, in the plural: 'facturas'. */
  things: string;
  run: (
    app: FastifyInstance,
    file: { fileName: string; content: Buffer },
    onProgress: (done: number, total: number) => void,
  ) => Promise<ImportReport>;
}

/**
 * A CSV import for the command line (`npm run cli -- <name> FILE.csv`): exit 0 when the file
 * was loaded (or was already), 1 when lines were refused or it failed (nothing is written: one
 * transaction), 2 on bad arguments. A progress bar on a terminal, plain lines otherwise.
 */
export function registerImportCommand(program: Command, withApp: WithApp, command: ImportCommand) {
  const usage = `Uso: npm run cli -- ${command.name} FICHERO.csv`;
  program
    .command(command.name)
    .description(command.description)
    .argument('[fichero]', 'el fichero CSV')
    .exitOverride((err: CommanderError) => {
      throw err;
    })
    .configureOutput({
      outputError: (text, write) => {
        const unknown = /unknown option '([^']+)'/.exec(text);
        write(
          `${unknown ? `Opción desconocida: ${unknown[1]}` : /too many arguments/.test(text) ? 'Sobran argumentos: indica un solo fichero' : 'Argumentos no válidos'}\n${usage}\n`,
        );
      },
    })
    .action(async (file: string | undefined) => {
      if (!file) {
        console.error(`Falta el fichero CSV que importar\n${usage}`);
        process.exitCode = 2;
        return;
      }
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) {
        console.error(`No se encuentra el fichero ${file}\n${usage}`);
        process.exitCode = 2;
        return;
      }
      const content = await readFile(file);
      try {
        await withApp(async (app) => {
          console.log(`Importando ${command.things} de ${basename(file)}…`);
          const bar = process.stdout.isTTY
            ? new (await import('cli-progress')).SingleBar({
                format: `Líneas [{bar}] {value}/{total}`,
                hideCursor: true,
              })
            : undefined;
          let started = false;
          const report = await command.run(app, { fileName: basename(file), content }, (done, total) => {
            if (bar) {
              if (!started) bar.start(total, 0);
              bar.update(done);
            } else console.log(`Líneas guardadas: ${done}/${total}`);
            started = true;
          });
          bar?.stop();
          if (report.rejected.length) {
            console.error(`Líneas rechazadas (${report.rejected.length}):`);
            for (const r of report.rejected) console.error(`  Línea ${r.line}: ${r.reason}`);
            console.error(
              `No se ha importado nada: corrige ${report.rejected.length === 1 ? 'esa línea' : 'esas líneas'} y vuelve a importar el fichero entero.`,
            );
            process.exitCode = 1;
            return;
          }
          console.log(`Líneas leídas: ${report.lines}`);
          console.log(
            `${command.things.charAt(0).toUpperCase()}${command.things.slice(1)} importadas: ${report.imported}`,
          );
          console.log(`Ya estaban en el histórico: ${report.skipped}`);
          console.log(
            report.imported === 0 && report.lines > 0
              ? 'No se ha añadido nada: todas las líneas ya estaban importadas.'
              : 'Importación terminada.',
          );
        });
      } catch (err) {
        console.error(
          isAppError(err)
            ? err.message
            : `La importación ha fallado y no se ha escrito nada: ${err instanceof Error ? err.message : String(err)}`,
        );
        process.exitCode = 1;
      }
    });
}
