import { spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Ajv } from 'ajv';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedBundle } from './support/isolated-bundle.js';
import { parseAgentDefinition } from '../src/core/agents/definition.js';
import {
  TOOL_SCHEMA_OPTIONS,
  type PrecompiledValidators,
} from '../src/core/runner/tool-arguments.js';

let bundle: ReturnType<typeof isolatedBundle>;
let dir: string;
let hook: string;

/** The bundle's JavaScript files a CLI run loads, with their sizes: recorded by a module hook. */
function loadedFiles(
  args: string[],
  cwd = dir,
): { files: string[]; loaded: string[]; bytes: number; stdout: string; wasmReads: string[] } {
  const run = spawnSync(process.execPath, ['--import', hook, bundle.cli, ...args], {
    cwd,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '' },
  });
  expect(run.status, run.stderr).toBe(0);
  const distDir = dirname(bundle.cli);
  const loaded = [...run.stderr.matchAll(/^loaded (file:.+)$/gm)].map((match) =>
    fileURLToPath(match[1] as string),
  );
  const files = loaded.filter((file) => dirname(file) === distDir);
  const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
  const wasmReads = [...run.stderr.matchAll(/^read (.+)$/gm)].map((match) => match[1] as string);
  return { files, loaded, bytes, stdout: run.stdout, wasmReads };
}

/** A repository under the test's folder whose last commit changes one function. */
function changedRepo(name: string): string {
  const repo = join(dir, name);
  const git = (...args: string[]) => {
    const run = spawnSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@t.invalid', ...args], {
      cwd: repo,
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
  };
  mkdirSync(repo);
  git('init', '--quiet');
  writeFileSync(join(repo, 'module.py'), 'def scale(values):\n    return values\n');
  git('add', '--all');
  git('commit', '--quiet', '--message', 'base');
  writeFileSync(join(repo, 'module.py'), 'def scale(values):\n    return values * 2\n');
  git('commit', '--quiet', '--all', '--message', 'changed');
  return repo;
}

/** Every JavaScript file of the bundle, in bytes. */
function bundleBytes(): number {
  const distDir = dirname(bundle.cli);
  return readdirSync(distDir)
    .filter((name) => name.endsWith('.js'))
    .reduce((sum, name) => sum + statSync(join(distDir, name)).size, 0);
}

describe('the bundled CLI at start-up', () => {
  beforeAll(() => {
    bundle = isolatedBundle();
    dir = mkdtempSync(join(tmpdir(), 'remora-startup-'));
    hook = join(dir, 'record-loads.mjs');
    writeFileSync(
      hook,
      `import { registerHooks } from 'node:module';
import fs, { writeSync } from 'node:fs';
registerHooks({
  load(url, context, nextLoad) {
    writeSync(2, 'loaded ' + url + '\\n');
    return nextLoad(url, context);
  },
});
// Reads of WebAssembly, whichever way they are made.
const { readFileSync } = fs;
const { readFile } = fs.promises;
const note = (path) => String(path).endsWith('.wasm') && writeSync(2, 'read ' + String(path) + '\\n');
fs.readFileSync = function (path, ...rest) { note(path); return readFileSync.call(fs, path, ...rest); };
fs.promises.readFile = function (path, ...rest) { note(path); return readFile.call(fs.promises, path, ...rest); };
`,
    );
    writeFileSync(join(dir, 'module.py'), 'def scale(values):\n    return values\n');
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    bundle.dispose();
  });

  it('loads a small part of the bundle for --version: no command, parser or Ruff', () => {
    const run = loadedFiles(['--version']);
    expect(run.stdout).toMatch(/^remora \d/);
    expect(run.bytes).toBeLessThan(bundleBytes() / 20);
  });

  it('reviews with the built-in policy without loading the OpenAI SDK or other formats', () => {
    const repo = changedRepo('repo');
    const run = loadedFiles(
      ['review', '--base', 'HEAD~1', '--ops', 'lint', '--model', 'builtin'],
      repo,
    );
    expect(run.stdout).toContain('function scale');
    // Ruff's 10 MB module is read once, to compile it off the main thread.
    expect(run.wasmReads.filter((path) => path.endsWith('ruff_wasm_bg.wasm'))).toHaveLength(1);
    // Its tools' validators come compiled with the bundle.
    expect(run.loaded).toContain(
      join(dirname(bundle.cli), 'ops', 'lint', 'lint_subagent.validators.mjs'),
    );
    const sdk = run.files.filter((file) =>
      readFileSync(file, 'utf8').includes('node_modules/openai/'),
    );
    expect(sdk).toEqual([]);
    // Nor the code of the other formats: SARIF's, and a pull request review's.
    const formats = run.files.filter((file) =>
      /sarif-schema-2\.1\.0|function formatGithubReview/.test(readFileSync(file, 'utf8')),
    );
    expect(formats).toEqual([]);
    // The bundle does carry it, for a run that talks to a server.
    const all = readdirSync(dirname(bundle.cli)).filter((name) => name.endsWith('.js'));
    expect(
      all.some((name) =>
        readFileSync(join(dirname(bundle.cli), name), 'utf8').includes('node_modules/openai/'),
      ),
    ).toBe(true);
  });

  it("carries each bundled agent's document parsed, equal to its YAML in the op's folder", () => {
    const ops = join(dirname(bundle.cli), 'ops');
    const folders = readdirSync(ops);
    expect(folders.length).toBeGreaterThanOrEqual(4);
    for (const folder of folders)
      for (const name of readdirSync(join(ops, folder)).filter((n) => n.endsWith('.yaml'))) {
        const source = readFileSync(join('src', 'ops', folder, name), 'utf8');
        const json = readFileSync(join(ops, folder, name.replace(/\.yaml$/, '.json')), 'utf8');
        expect(JSON.parse(json), name).toEqual(parseYaml(source));
      }
  });

  it("carries each bundled agent's tool validators, compiled from the schemas loading gives its tools, deciding as Ajv does", async () => {
    const ops = join(dirname(bundle.cli), 'ops');
    // Every JSON type, at the edges the bundled schemas draw (minimum, minLength, maxLength).
    const values = [
      null,
      true,
      0,
      1,
      -1,
      1.5,
      '',
      'a',
      'x'.repeat(5000),
      [],
      ['a'],
      [1],
      {},
      { a: 1 },
    ];
    let tools = 0;
    for (const folder of readdirSync(ops))
      for (const name of readdirSync(join(ops, folder)).filter((n) => n.endsWith('.yaml'))) {
        const definition = parseAgentDefinition(
          parseYaml(readFileSync(join('src', 'ops', folder, name), 'utf8')),
          folder,
          name,
          join(ops, folder),
        );
        const file = join(ops, folder, name.replace(/\.yaml$/, '.validators.mjs'));
        const { validators } = (await import(pathToFileURL(file).href)) as {
          validators: PrecompiledValidators;
        };
        expect(Object.keys(validators), name).toEqual(definition.tools.map((tool) => tool.name));
        for (const tool of definition.tools) {
          tools++;
          const built = validators[tool.name]!;
          expect(built.schema, tool.name).toBe(JSON.stringify(tool.parameters));
          const ajv = new Ajv({ ...TOOL_SCHEMA_OPTIONS, validateSchema: false }).compile(
            tool.parameters,
          );
          const properties = Object.keys(
            (tool.parameters as { properties?: object }).properties ?? {},
          );
          const inputs: unknown[] = [
            {},
            [],
            'x',
            { unknown: 1 },
            ...properties.flatMap((property) => values.map((value) => ({ [property]: value }))),
            ...values.map((value) => Object.fromEntries(properties.map((p) => [p, value]))),
          ];
          for (const input of inputs) {
            const [mine, theirs] = [structuredClone(input), structuredClone(input)];
            const decided = [built.validate(mine), ajv(theirs)];
            expect(decided[0], `${tool.name} ${JSON.stringify(input)}`).toBe(decided[1]);
            expect(built.validate.errors ?? null).toEqual(ajv.errors ?? null);
            // Defaults filled in alike (useDefaults).
            expect(mine).toEqual(theirs);
          }
        }
      }
    expect(tools).toBeGreaterThanOrEqual(15);
  });

  it('finishes its work when V8 compiles WebAssembly on background threads', () => {
    // Node does not count that compilation as pending: unheld, a run that waits
    // on it with nothing else pending ends with 13 and no output.
    const eager = (args: string[], cwd: string) =>
      spawnSync(process.execPath, ['--no-wasm-lazy-compilation', bundle.cli, ...args], {
        cwd,
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '' },
      });
    const listed = eager(['nodes', 'module.py'], dir);
    expect(listed.status, listed.stderr).toBe(0);
    expect(listed.stdout).toContain('function\tscale');
    const reviewed = eager(
      ['review', '--base', 'HEAD~1', '--ops', 'lint', '--model', 'builtin'],
      changedRepo('eager'),
    );
    expect(reviewed.status, reviewed.stderr).toBe(0);
    expect(reviewed.stdout).toContain('lint ✓ succeeded');
  });

  it('loads only what listing nodes uses: not the action, the review engine or Ruff', () => {
    const run = loadedFiles(['nodes', 'module.py']);
    expect(run.stdout).toContain('scale');
    expect(run.bytes).toBeLessThan(bundleBytes() / 4);
  });
});
