// Writes the parts of the server deployments that list the ops' adapters, from
// the op registry: vLLM's --lora-modules and --max-loras (docker-compose.yml),
// llama.cpp's model sections (llama-models.ini) and --models-max
// (compose.cpu.yml), and the adapter list of .env.example. An op that needs no
// model gets no adapter. `npm run build` runs it; `--check` fails when a
// committed file is stale, and test/scripts/server-config-generated.test.ts
// holds the committed files to what this writes.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { opFolders } from './ops-index.mjs';
import { readOpManifest } from './op-manifest.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The base model every server serves beside the adapters: server.default_model's default. */
export const BASE_MODEL = 'functiongemma';

/** Each op's agent `model:`, from the `<op>_subagent.yaml` of the op folders under `opsDir`. */
export function agentModels(opsDir) {
  const models = new Map();
  for (const folder of opFolders(opsDir))
    for (const name of readdirSync(folder)) {
      const op = /^([a-z_]+)_subagent\.yaml$/.exec(name)?.[1];
      const model = op && parse(readFileSync(join(folder, name), 'utf8'))?.model;
      if (typeof model === 'string') models.set(op, model);
    }
  return models;
}

/**
 * The adapters the servers load: the agent `model:` of each op that asks a
 * model (`ops`: the registry's, in its order), once each.
 */
export function adapterNames(ops, models) {
  return [
    ...new Set(
      ops
        .filter((op) => op.needsModel)
        .flatMap((op) => (models.has(op.name) ? [models.get(op.name)] : [])),
    ),
  ];
}

const BEGIN = 'generated from the op registry by scripts/server-config.mjs: begin';
const END = 'generated from the op registry by scripts/server-config.mjs: end';

/** `text` with the lines between its BEGIN and END marker lines replaced by `lines`. */
function replaceRegion(text, file, lines) {
  const all = text.split('\n');
  const begin = all.findIndex((line) => line.includes(BEGIN));
  const end = all.findIndex((line) => line.includes(END));
  if (begin === -1 || end < begin) throw new Error(`${file}: no generated region (${BEGIN})`);
  return [...all.slice(0, begin + 1), ...lines, ...all.slice(end)].join('\n');
}

/** The indentation of the line holding the region's BEGIN marker. */
function indentOf(text) {
  return /^( *)\S/m.exec(text.split('\n').find((line) => line.includes(BEGIN)) ?? '')?.[1] ?? '';
}

/** Each generated file's text, from its committed text and the adapters. */
export const RENDERERS = {
  'docker-compose.yml': (text, adapters) => {
    const pad = indentOf(text);
    return replaceRegion(text, 'docker-compose.yml', [
      `${pad}- --max-loras`,
      `${pad}- '${Math.max(adapters.length, 1)}'`,
      ...(adapters.length > 0 ? [`${pad}- --lora-modules`] : []),
      ...adapters.map((name) => `${pad}- ${name}=/adapters/${name}`),
    ]);
  },
  'compose.cpu.yml': (text, adapters) => {
    const pad = indentOf(text);
    return replaceRegion(text, 'compose.cpu.yml', [
      `${pad}- --models-max`,
      `${pad}- '${adapters.length + 1}'`,
    ]);
  },
  'llama-models.ini': (text, adapters) =>
    replaceRegion(
      text,
      'llama-models.ini',
      [BASE_MODEL, ...adapters].flatMap((name) => [
        '',
        `[${name}]`,
        `model = /models/${name}.gguf`,
        'load-on-startup = true',
      ]),
    ),
  '.env.example': (text, adapters) =>
    replaceRegion(text, '.env.example', [
      `# Where the adapters are: one folder per adapter (${adapters.join(', ')}),`,
      '# as training/export.py writes them. GPU server.',
    ]),
};

/** The files of `serverDir` as they should be for `adapters`: file name -> text. */
export function serverConfigFiles(serverDir, adapters) {
  return Object.fromEntries(
    Object.entries(RENDERERS).map(([name, render]) => [
      name,
      render(readFileSync(join(serverDir, name), 'utf8'), adapters),
    ]),
  );
}

/** The adapters of the repository at `repoRoot`, read from its op registry and agents. */
export function repositoryAdapters(repoRoot = root) {
  return adapterNames(readOpManifest(repoRoot), agentModels(join(repoRoot, 'src', 'ops')));
}

/** Writes the server files of `repoRoot` (unchanged files are not touched); returns the stale ones. */
export function writeServerConfig(repoRoot = root, { check = false } = {}) {
  const serverDir = join(repoRoot, 'server');
  const stale = [];
  for (const [name, text] of Object.entries(
    serverConfigFiles(serverDir, repositoryAdapters(repoRoot)),
  )) {
    const file = join(serverDir, name);
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    stale.push(`server/${name}`);
    if (!check) writeFileSync(file, text);
  }
  return stale;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const stale = writeServerConfig(root, { check });
  if (check && stale.length > 0) {
    console.error(`${stale.join(', ')} stale: run \`npm run build\`.`);
    process.exit(1);
  }
}
