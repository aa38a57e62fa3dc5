import t from 'tap';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

t.test('a promise that fails with nobody awaiting it is logged; the process goes on', async (t) => {
  const guard = fileURLToPath(new URL('./processGuards.ts', import.meta.url));
  // A process of its own: the test runner watches unhandled rejections in its own.
  const script = `
    const { logUnhandledRejections } = await import(${JSON.stringify(guard)});
    logUnhandledRejections({ error: (details, message) => console.log('logged:', details.err.message, '|', message) });
    void Promise.reject(new Error('fuera de rango'));
    setTimeout(() => console.log('still serving'), 50);
  `;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  t.equal(run.status, 0, run.stderr);
  t.match(run.stdout, 'logged: fuera de rango | a promise failed with nobody awaiting it');
  t.match(run.stdout, 'still serving');

  const unguarded = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "void Promise.reject(new Error('x')); setTimeout(() => console.log('still serving'), 50);",
    ],
    { encoding: 'utf8' },
  );
  t.not(unguarded.status, 0, 'without it Node ends the process (the behaviour it guards against)');
  t.notMatch(unguarded.stdout, 'still serving');
});
