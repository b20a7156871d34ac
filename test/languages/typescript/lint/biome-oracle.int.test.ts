import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliFindings, cliFixed, remoraReport, scriptFiles } from './biome-oracle.js';

// Biome's CLI (`@biomejs/biome`, the same version as the WebAssembly build) is
// the oracle: on real projects' configurations and files, and on trees made to
// exercise one part of how Biome reads its configuration, Remora must report
// exactly the CLI's findings (rule, line, column) and its safe fixes must
// leave exactly the text `biome lint --write` leaves.

const FIXTURES = join(import.meta.dirname, '../../../fixtures/languages/typescript/biome');
const roots: string[] = [];

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A fixture project copied aside, its `gitignore` named back to `.gitignore`. */
function copyFixture(name: string): string {
  const root = mkdtempSync(join(tmpdir(), `remora-biome-${name}-`));
  roots.push(root);
  cpSync(join(FIXTURES, name), root, { recursive: true });
  renameSync(join(root, 'gitignore'), join(root, '.gitignore'));
  return root;
}

function writeTree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'remora-biome-case-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

interface Agreement {
  cli: string[];
  remora: string[];
  /** Files whose text the CLI's safe fixes changed. */
  fixedFiles: number;
}

async function compare(root: string): Promise<Agreement> {
  const files = scriptFiles(root);
  const [cli, fixed, remora] = await Promise.all([
    cliFindings(root),
    cliFixed(root, files),
    remoraReport(root, files),
  ]);
  for (const file of files) expect(remora.fixed.get(file), file).toBe(fixed.get(file));
  const fixedFiles = files.filter(
    (file) => fixed.get(file) !== readFileSync(join(root, file), 'utf8'),
  ).length;
  return { cli, remora: remora.findings, fixedFiles };
}

describe('Biome through its WebAssembly build, against its CLI', () => {
  it('agrees on astro: its biome.jsonc (VCS ignore file, files.includes, rule options) over its sources', async () => {
    const result = await compare(copyFixture('astro'));
    expect(result.cli.length).toBeGreaterThan(20);
    expect(result.fixedFiles).toBeGreaterThan(5);
    expect(result.remora).toEqual(result.cli);
  }, 120_000);

  it('agrees on framerate: a root configuration that extends a file, nested ones through "//"', async () => {
    const result = await compare(copyFixture('framerate'));
    expect(result.cli.length).toBeGreaterThan(0);
    expect(result.remora).toEqual(result.cli);
  }, 120_000);

  const DIRTY = 'var a = 1;\nif (a == 2) { console.log(a) }\nlet x = 5; x;\n';

  it('merges extends as Biome does: later over earlier, overrides joined, lists replaced', async () => {
    const root = writeTree({
      'base.json': JSON.stringify({
        files: { includes: ['**', '!skip-base.ts'] },
        linter: { rules: { suspicious: { noDoubleEquals: 'off' }, style: { useConst: 'error' } } },
        overrides: [{ includes: ['o1.ts'], linter: { rules: { style: { useConst: 'off' } } } }],
      }),
      'biome.json': JSON.stringify({
        extends: ['./base.json'],
        files: { includes: ['**', '!skip-main.ts'] },
        linter: { rules: { suspicious: { noVar: 'off' } } },
        overrides: [{ includes: ['o2.ts'], linter: { rules: { style: { useConst: 'off' } } } }],
      }),
      'a.ts': DIRTY,
      'skip-base.ts': DIRTY,
      'skip-main.ts': DIRTY,
      'o1.ts': DIRTY,
      'o2.ts': DIRTY,
    });
    const result = await compare(root);
    expect(result.cli).toContain('skip-base.ts:3:1 lint/style/useConst');
    expect(result.cli.some((line) => line.startsWith('skip-main.ts'))).toBe(false);
    expect(result.remora).toEqual(result.cli);
  }, 60_000);

  it('follows nested configurations: with "//", without it, and a folder whose linter is off', async () => {
    const root = writeTree({
      'biome.jsonc': `{
        // The root: recommended rules, noDoubleEquals off, an override turning the linter off.
        "linter": { "rules": { "suspicious": { "noDoubleEquals": "off", }, }, },
        "overrides": [{ "includes": ["generated/**"], "linter": { "enabled": false } }],
      }`,
      'a.ts': DIRTY,
      'generated/g.ts': DIRTY,
      'inherits/biome.json': JSON.stringify({
        root: false,
        extends: '//',
        linter: { rules: { style: { useConst: 'off' } } },
      }),
      'inherits/b.ts': DIRTY,
      'alone/biome.json': JSON.stringify({
        root: false,
        linter: { rules: { recommended: false, suspicious: { noDoubleEquals: 'info' } } },
      }),
      'alone/c.ts': DIRTY,
      'alone/deeper/d.mjs': 'if (process.argv.length == 3) {}\n',
    });
    const result = await compare(root);
    expect(result.cli).toContain('alone/c.ts:2:7 lint/suspicious/noDoubleEquals');
    expect(result.cli.some((line) => line.startsWith('generated/'))).toBe(false);
    expect(result.remora).toEqual(result.cli);
  }, 60_000);

  it('reads the rule domains of the nearest package.json, the VCS ignore file, syntax errors and suppressions', async () => {
    const root = writeTree({
      'biome.json': JSON.stringify({
        vcs: { enabled: true, clientKind: 'git', useIgnoreFile: true },
      }),
      '.gitignore': 'ignored/\n',
      'web/package.json': JSON.stringify({ name: 'web', dependencies: { react: '19.1.2' } }),
      'web/list.tsx':
        'export function List({ xs }: { xs: string[] }) {\n  return xs.map((x, i) => <li key={i}>{x}</li>);\n}\n',
      'server/list.tsx':
        'export function List({ xs }: { xs: string[] }) {\n  return xs.map((x, i) => <li key={i}>{x}</li>);\n}\n',
      'ignored/x.ts': DIRTY,
      'broken.js': 'let a = ;\nvar b = 1 == 2;\n',
      'suppressed.ts':
        '// biome-ignore lint/suspicious/noDoubleEquals: compared on purpose\nif (1 == 2) {}\n// biome-ignore lint/style/useConst: nothing here\nconst y = 1;\ny;\n',
      'wide.ts':
        'const s = "é😀é"; if (s == "x") { console.log(s) }\nlet 😀 = 1;\nconst u = "😀"; let v = u; v;\n',
      'plain.jsx': 'var el = <div>{"a" + "b"}</div>;\nlet z = el;\nz;\n',
    });
    const result = await compare(root);
    expect(result.cli).toContain('web/list.tsx:2:36 lint/suspicious/noArrayIndexKey');
    expect(result.cli).toContain('wide.ts:3:16 lint/style/useConst');
    expect(result.cli.some((line) => line.startsWith('server/'))).toBe(false);
    expect(result.cli.some((line) => line.startsWith('ignored/'))).toBe(false);
    expect(result.cli.some((line) => line.endsWith('invalid-syntax'))).toBe(true);
    expect(result.remora).toEqual(result.cli);
  }, 60_000);
});
