import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { createDirectorySource } from '../../../../src/adapters/files/workspace-files.js';
import { fixToFixpoint } from '../../../../src/core/lint/apply-fix.js';
import { INVALID_SYNTAX } from '../../../../src/core/lint/types.js';
import type { LintFinding, Linter } from '../../../../src/core/lint/types.js';
import { createProjectLinter } from '../../../../src/languages/typescript/lint/project-linter.js';

// Biome's CLI (the `@biomejs/biome` devDependency) and Remora's Biome linter on the
// same tree, in the same terms: `path:line:column code`, the column counted in
// characters as the CLI's JSON reporter counts them (Remora's are UTF-16 units).

const run = promisify(execFile);
const BIOME = join(import.meta.dirname, '../../../../node_modules/.bin/biome');
const SCRIPT = /\.(?:[cm]?[jt]s|[jt]sx)$/;

/** The TypeScript and JavaScript files of a tree, repository-relative, sorted. */
export function scriptFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === '.git') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && SCRIPT.test(entry.name)) files.push(relative(root, path));
    }
  };
  walk(root);
  return files.sort();
}

interface CliDiagnostic {
  category?: string;
  location: { path?: string; start?: { line: number; column: number } };
}

/** What `biome lint --reporter=json` reports on the tree's script files (run from its root). */
export async function cliFindings(
  root: string,
  paths: readonly string[] = ['.'],
): Promise<string[]> {
  const { stdout } = await run(
    BIOME,
    ['lint', '--reporter=json', '--max-diagnostics=none', '--diagnostic-level=info', ...paths],
    { cwd: root, maxBuffer: 256 * 1024 * 1024 },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const report = JSON.parse(stdout) as { diagnostics: CliDiagnostic[] };
  return report.diagnostics
    .filter((d) => d.location.path && SCRIPT.test(d.location.path) && d.location.start)
    .map((d) => {
      const code = d.category === 'parse' ? INVALID_SYNTAX : (d.category ?? '');
      const start = d.location.start as { line: number; column: number };
      return `${d.location.path}:${start.line}:${start.column} ${code}`;
    })
    .sort();
}

/** The texts `biome lint --write` leaves, on a copy of the tree. */
export async function cliFixed(
  root: string,
  files: readonly string[],
): Promise<Map<string, string>> {
  const copy = mkdtempSync(join(tmpdir(), 'remora-biome-fix-'));
  try {
    cpSync(root, copy, { recursive: true });
    await run(BIOME, ['lint', '--write', '--max-diagnostics=none', '.'], {
      cwd: copy,
      maxBuffer: 64 * 1024 * 1024,
    }).catch(() => undefined);
    return new Map(files.map((file) => [file, readFileSync(join(copy, file), 'utf8')]));
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** Remora's findings on the tree's script files, and each file with its safe fixes applied to a fixpoint. */
export async function remoraReport(
  root: string,
  files: readonly string[],
): Promise<{ findings: string[]; fixed: Map<string, string> }> {
  const linters = createProjectLinter({ stable: createDirectorySource(root), checkoutRoot: root });
  const findings: string[] = [];
  const fixed = new Map<string, string>();
  try {
    for (const file of files) {
      const source = readFileSync(join(root, file), 'utf8');
      const linter = await linters.linterFor(file);
      if (!linter) {
        fixed.set(file, source);
        continue;
      }
      findings.push(
        ...(await linter.check(source, file)).map(
          (f) => `${file}:${cliPosition(source, f)} ${f.code}`,
        ),
      );
      fixed.set(file, await fixWholeFile(linter, source, file));
    }
  } finally {
    linters.dispose();
  }
  return { findings: findings.sort(), fixed };
}

/** A finding's start as the CLI prints it: the column in characters (code points), not UTF-16 units. */
function cliPosition(source: string, finding: LintFinding): string {
  const lineText = source.split('\n')[finding.start.line - 1] ?? '';
  const column = [...lineText.slice(0, finding.start.column - 1)].length + 1;
  return `${finding.start.line}:${column}`;
}

/** The file with every safe fix applied: fixToFixpoint applies at most 100 a call (a node's worth), so it is called again while the text changes. */
export async function fixWholeFile(linter: Linter, source: string, file: string): Promise<string> {
  let text = source;
  for (let call = 0; call < 100; call += 1) {
    const { source: next } = await fixToFixpoint(linter, text, file, [
      { start: 1, end: text.split('\n').length },
    ]);
    if (next === text) return text;
    text = next;
  }
  return text;
}
