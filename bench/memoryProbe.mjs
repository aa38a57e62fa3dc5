// Loaded into a server the benches start (NODE_OPTIONS=--import): on SIGUSR2 it writes the
// process's memory, V8's heap beside the resident size, to BENCH_PROBE_DIR/<pid>.json. Plain
// JavaScript, so it is loaded by node as it is (without tsx) and costs nothing until asked.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.BENCH_PROBE_DIR;
if (dir) {
  process.on('SIGUSR2', () => {
    if (process.env.BENCH_PROBE_GC && globalThis.gc) globalThis.gc();
    writeFileSync(join(dir, `${process.pid}.json`), JSON.stringify(process.memoryUsage()));
  });
}
