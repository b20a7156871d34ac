// Builds the committed bundle: ncc's output plus the runtime assets it cannot
// relocate itself (web-tree-sitter's .wasm, the grammars, the query packs),
// and the CLI entry. CI rebuilds and fails when dist/ differs from the commit.
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withCopiedLicenses } from './copied-licenses.mjs';
import { opFolders, writeOpsIndex } from './ops-index.mjs';
import { writeServerConfig } from './server-config.mjs';
import { toolValidatorsSource } from './tool-validators.mjs';
import { parse as parseYaml } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every worker thread's entry under `folder`: a file named `<name>-worker-main.ts`. */
function workerEntries(folder) {
  return readdirSync(folder, { recursive: true })
    .filter((path) => /(^|\/)[a-z-]+-worker-main\.ts$/.test(path))
    .sort()
    .map((path) => join(folder, path));
}
// The op registry's list of op folders is generated: a new op folder is picked up here,
// and so are the server deployments' adapters, one per op that asks a model.
writeOpsIndex();
writeServerConfig(root);
// Build beside dist/ and swap it in only when everything succeeded: a failed
// build never leaves the repository without a bundle.
const staging = mkdtempSync(join(tmpdir(), 'remora-dist-'));
const dist = join(staging, 'dist');
const require = createRequire(join(root, 'package.json'));

try {
  execFileSync(
    process.execPath,
    [
      require.resolve('@vercel/ncc/dist/ncc/cli.js'),
      'build',
      'src/index.ts',
      '-o',
      dist,
      '--license',
      'licenses.txt',
      '--quiet',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  // Worker threads get a small bundle of their own beside the main one, so they start fast:
  // each `<name>-worker-main.ts` under src/ becomes `dist/<name>-worker.js`.
  for (const entry of workerEntries(join(root, 'src'))) {
    const worker = join(staging, 'worker');
    rmSync(worker, { recursive: true, force: true });
    execFileSync(
      process.execPath,
      [require.resolve('@vercel/ncc/dist/ncc/cli.js'), 'build', entry, '-o', worker, '--quiet'],
      { cwd: root, stdio: 'inherit' },
    );
    cpSync(join(worker, 'index.js'), join(dist, basename(entry).replace(/-main\.ts$/, '.js')));
  }
} catch (error) {
  rmSync(staging, { recursive: true, force: true });
  throw error;
}

// ncc's copy of web-tree-sitter.wasm is not usable: ship the package's own file (the
// linters' wasm, which ncc carries for their packages, stays).
for (const file of readdirSync(dist)) {
  if (file.endsWith('.wasm') && !/^(ruff|biome)_/.test(file)) rmSync(join(dist, file));
}
cpSync(require.resolve('web-tree-sitter/web-tree-sitter.wasm'), join(dist, 'web-tree-sitter.wasm'));
// Loaded at run time as the package's own file (see src/adapters/tree-sitter/tree-sitter.ts).
cpSync(
  join(dirname(require.resolve('web-tree-sitter/web-tree-sitter.wasm')), 'web-tree-sitter.cjs'),
  join(dist, 'web-tree-sitter.cjs'),
);
// Every grammar package the project depends on ships its grammars' .wasm files
// (tree-sitter-typescript two: TypeScript's and TSX's) beside the bundle.
const { dependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
for (const name of Object.keys(dependencies).filter((dep) => dep.startsWith('tree-sitter-'))) {
  const folder = dirname(require.resolve(`${name}/package.json`));
  for (const file of readdirSync(folder).filter((entry) => /^tree-sitter-.*\.wasm$/.test(entry)))
    cpSync(join(folder, file), join(dist, file));
}
// Their notices too: ncc lists only what it bundled.
writeFileSync(
  join(dist, 'licenses.txt'),
  withCopiedLicenses(readFileSync(join(dist, 'licenses.txt'), 'utf8'), require),
);
// A language folder's queries travel in its place: a pack names them `languages/<language>/queries`.
for (const language of readdirSync(join(root, 'src', 'languages'))) {
  const queries = join(root, 'src', 'languages', language, 'queries');
  if (existsSync(queries))
    cpSync(queries, join(dist, 'languages', language, 'queries'), { recursive: true });
}
// The bundled agents travel with the bundle, each in its op folder's place: the action never reads this repository.
// Each goes with its document as JSON too, which the bundle reads: parsing YAML is a start-up cost;
// and with its tools' validators, compiled here: compiling a schema is one too.
for (const folder of opFolders(join(root, 'src', 'ops'))) {
  for (const file of readdirSync(folder).filter((name) => name.endsWith('_subagent.yaml'))) {
    const target = join(dist, 'ops', basename(folder));
    mkdirSync(target, { recursive: true });
    cpSync(join(folder, file), join(target, file));
    const document = parseYaml(readFileSync(join(folder, file), 'utf8'));
    writeFileSync(join(target, file.replace(/\.yaml$/, '.json')), `${JSON.stringify(document)}\n`);
    writeFileSync(
      join(target, file.replace(/\.yaml$/, '.validators.mjs')),
      toolValidatorsSource(document, require),
    );
  }
}

writeFileSync(
  join(dist, 'cli.js'),
  `#!/usr/bin/env node
// The remora CLI: the same bundle as the action, told to act as the CLI.
globalThis[Symbol.for('remora.cli')] = true;
await import('./index.js');
`,
);
chmodSync(join(dist, 'cli.js'), 0o755);

rmSync(join(root, 'dist'), { recursive: true, force: true });
cpSync(dist, join(root, 'dist'), { recursive: true });
rmSync(staging, { recursive: true, force: true });
