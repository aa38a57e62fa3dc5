import t from 'tap';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { keepPreviousBuild } from '../vite.config';

/** Writes a build's manifest and files into `dir` as Vite would. */
function writeBuild(dir: string, hash: string) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, '.vite'), { recursive: true });
  mkdirSync(join(dir, 'assets'));
  const manifest = { 'client/main.ts': { file: `assets/main-${hash}.js`, css: [`assets/main-${hash}.css`] } };
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  for (const file of [`main-${hash}.js`, `main-${hash}.js.map`, `main-${hash}.css`])
    writeFileSync(join(dir, 'assets', file), hash);
}

t.test('a build keeps the files of the one it replaces, and only those', async (t) => {
  const dir = t.testdir();
  const plugin = keepPreviousBuild(dir) as unknown as { buildStart: () => void; writeBundle: () => void };
  const build = (hash: string) => {
    plugin.buildStart();
    writeBuild(dir, hash); // Vite empties the folder and writes the new build
    plugin.writeBundle();
  };
  writeBuild(dir, 'one');
  build('two');
  t.same(
    readdirSync(join(dir, 'assets')).sort(),
    ['main-one.css', 'main-one.js', 'main-one.js.map', 'main-two.css', 'main-two.js', 'main-two.js.map'],
    'a server started on the first build still finds its styles and scripts',
  );
  build('three');
  t.same(
    readdirSync(join(dir, 'assets')).sort(),
    ['main-three.css', 'main-three.js', 'main-three.js.map', 'main-two.css', 'main-two.js', 'main-two.js.map'],
    'the build before the last is dropped',
  );
});
