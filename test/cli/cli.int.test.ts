import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, remedyLine } from '../support/cli.js';
import { GitRepo } from '../support/git-repo.js';
import { commandsIn } from '../support/workflow-commands.js';

const run = (cwd: string, ...argv: string[]) => cli(cwd, argv);

const jsonLines = (text: string): Record<string, unknown>[] =>
  text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const BASE = `import os


class Cart:
    def add(self, item):
        self.items.append(item)

    def total(self):
        return sum(self.items)


def helper(x):
    return x
`;

const HEAD = `import os
import sys


class Cart:
    def add(self, item):
        self.items.append(item)

    def total(self):
        return sum(i.price for i in self.items)


def helper(x):
    return x
`;

describe('remora nodes', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'remora-cli-'));
    writeFileSync(join(dir, 'cart.py'), BASE);
    writeFileSync(join(dir, 'notes.txt'), 'not python');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints one JSON object per node, paths relative to the current folder, no text', async () => {
    const result = await run(dir, 'nodes', '--json', '.');
    expect(result.code).toBe(0);
    const nodes = jsonLines(result.stdout);
    expect(
      nodes.map((n) => [n.node_type, n.full_name, n.file_path, n.start_line, n.end_line]),
    ).toEqual([
      ['file', 'cart.py', 'cart.py', 1, 13],
      ['class', 'Cart', 'cart.py', 4, 9],
      ['method', 'Cart.add', 'cart.py', 5, 6],
      ['method', 'Cart.total', 'cart.py', 8, 9],
      ['function', 'helper', 'cart.py', 12, 13],
    ]);
    expect(Object.keys(nodes[1] ?? {})).toEqual([
      'node_id',
      'node_type',
      'name',
      'full_name',
      'file_path',
      'start_line',
      'end_line',
      'start_byte',
      'end_byte',
    ]);
  });

  it('includes the text with --with-text, and lists text lines without --json', async () => {
    const json = await run(dir, 'nodes', '--json', '--with-text', 'cart.py');
    expect(jsonLines(json.stdout)[4]?.text).toBe('def helper(x):\n    return x');
    const text = await run(join(dir, '..'), 'nodes', join(dir, 'cart.py'));
    expect(text.stdout.split('\n')[2]).toMatch(/cart\.py:5-6\tmethod\tCart\.add$/);
  });

  it('exits 2 with a message for a missing path, an unknown command or flag', async () => {
    expect(await run(dir, 'nodes', 'missing.py')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'remora: CLI_001: no such file or folder: missing.py\n' + remedyLine('CLI_001'),
    });
    expect(await run(dir, 'frobnicate')).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "remora: CLI_001: unknown command 'frobnicate'; 'remora --help' lists the commands\n" +
        remedyLine('CLI_001'),
    });
    expect((await run(dir, 'reveiw')).stderr).toBe(
      "remora: CLI_001: unknown command 'reveiw' (did you mean review?); 'remora --help' lists the commands\n" +
        remedyLine('CLI_001'),
    );
    expect(await run(dir, 'nodes', '--jsn')).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "remora: CLI_001: unknown option --jsn (did you mean --json?); '--help' after the command lists its options\n" +
        remedyLine('CLI_001'),
    });
    expect((await run(dir, 'review', '--base', 'HEAD', '--fromat', 'json')).stderr).toContain(
      'unknown option --fromat (did you mean --format?)',
    );
    expect((await run(dir, 'review', '--base')).stderr).toBe(
      "remora: CLI_001: option --base needs a value; '--help' after the command lists its options\n" +
        remedyLine('CLI_001'),
    );
  });

  it('reports a malformed remora.yaml with CONFIG_001 and the key path', async () => {
    writeFileSync(join(dir, 'remora.yaml'), 'discovery:\n  max_file_bytez: 10\n');
    try {
      const result = await run(dir, 'nodes');
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(
        /CONFIG_001: remora\.yaml: discovery: Unrecognized key.*max_file_bytez/,
      );
    } finally {
      rmSync(join(dir, 'remora.yaml'));
    }
  });
});

describe('remora changed', () => {
  let repo: GitRepo;
  beforeAll(() => {
    repo = new GitRepo();
    repo.write('shop/cart.py', BASE);
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('shop/cart.py', HEAD);
    repo.write('shop/new.py', 'def fresh():\n    return 1\n');
    repo.commit('head');
  });
  afterAll(() => repo.dispose());

  it('lists the smallest changed nodes with their changed lines', async () => {
    const result = await run(repo.dir, 'changed', '--base', 'main', '--json');
    expect(result.stderr).toBe('');
    expect(
      jsonLines(result.stdout).map((n) => [n.file_path, n.full_name, n.changed_lines]),
    ).toEqual([
      ['shop/cart.py', 'shop/cart.py', [{ start: 2, end: 2 }]],
      ['shop/cart.py', 'Cart.total', [{ start: 10, end: 10 }]],
      ['shop/new.py', 'fresh', [{ start: 1, end: 2 }]],
    ]);
  });

  it('prints a readable line per node without --json', async () => {
    const result = await run(repo.dir, 'changed', '--base', 'main', '--head', 'feature');
    expect(result.stdout.split('\n')[1]).toBe('shop/cart.py:9-10\tmethod\tCart.total\tchanged 10');
  });

  it('exits 2 for an unknown revision, a missing --base, or outside a repository', async () => {
    expect(await run(repo.dir, 'changed', '--base', 'no-such-branch')).toMatchObject({
      code: 2,
      stderr:
        'remora: GIT_001: unknown revision: no-such-branch: this repository has no such branch, tag or commit; ' +
        'fetch it (`git fetch origin <branch>`, then pass `origin/<branch>`) or name one that `git log --oneline` shows\n' +
        remedyLine('GIT_001'),
    });
    expect((await run(repo.dir, 'changed')).stderr).toContain('changed needs --base <rev>');
    const outside = mkdtempSync(join(tmpdir(), 'remora-nogit-'));
    try {
      expect((await run(outside, 'changed', '--base', 'main')).stderr).toMatch(
        /GIT_001: not a git repository/,
      );
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});

describe('remora changed, where a header does not parse', () => {
  const repo = new GitRepo();
  afterAll(() => repo.dispose());

  it('keeps each change with its function and names the broken headers', async () => {
    repo.write('calc.py', BASE);
    repo.commit('base');
    repo.write(
      'calc.py',
      BASE.replace('def add(self, item):', 'def add(self, item:')
        .replace('self.items.append(item)', 'self.items.append(item * 2)')
        .replace('def helper(x):', 'def helper(x)')
        .replace('    return x', '    return x + 1'),
    );
    repo.commit('head');
    const result = await run(repo.dir, 'changed', '--base', 'HEAD~1', '--json');
    expect(jsonLines(result.stdout).map((n) => [n.full_name, n.changed_lines])).toEqual([
      ['Cart.add', [{ start: 5, end: 6 }]],
      ['helper', [{ start: 12, end: 13 }]],
    ]);
    expect(result.stderr.trim().split('\n')).toEqual([
      'warning DISC_001: calc.py:5: a `def` header that does not parse; its lines 5-6 stay with method Cart.add',
      'warning DISC_001: calc.py:12: a `def` header that does not parse; its lines 12-13 stay with function helper',
    ]);
  });
});

describe('remora review in a GitHub Actions step', () => {
  let repo: GitRepo;
  // A line of code that reads as a workflow command, in a string the diff shows as context.
  const SOURCE = (body: string) =>
    `def banner(x):\n    text = """\n::warning::pwned\n"""\n    return ${body}\n`;
  beforeAll(() => {
    repo = new GitRepo();
    repo.write('banner.py', SOURCE('text'));
    repo.commit('base');
    repo.write('banner.py', SOURCE('f"done"'));
    repo.commit('head');
  });
  afterAll(() => repo.dispose());

  it('prints the code it quotes, and the runner obeys none of it', async () => {
    const args = ['review', '--base', 'HEAD~1', '--ops', 'lint'];
    const plain = await cli(repo.dir, args);
    expect(plain.stdout).toContain(' ::warning::pwned\n');
    expect(commandsIn(plain.stdout)).toEqual(['warning: pwned']);

    const inStep = await cli(repo.dir, args, { GITHUB_ACTIONS: 'true' });
    expect(inStep.code).toBe(0);
    expect(inStep.stdout).toContain(' ::warning::pwned\n');
    expect(commandsIn(inStep.stdout)).toEqual([]);
    expect(commandsIn(inStep.stderr)).toEqual([]);
  });
});
