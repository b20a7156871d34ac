import { watch, type FSWatcher } from 'node:fs';
import { resolve } from 'node:path';
import { listSourceFiles } from '../adapters/files/source-files.js';
import { createGit } from '../adapters/git/git.js';
import type { CSTNode } from '../core/nodes.js';
import { loadRunSettings } from '../pipeline/prepare.js';
import type { ReviewReport } from '../pipeline/review.js';
import { CleanupStack } from '../pipeline/session.js';
import { commandOptions } from './commands.js';
import { parseCommandArgs, reportDiagnostics, type CliIo } from './io.js';
import { createCliEvents, openCliSession, configFlags } from './review.js';
import { tryLanguageFor } from '../languages/manifests.js';

const WATCH_FLAGS = commandOptions('watch');

// Saves come in bursts (an editor writes, renames, touches): one pass after the last of them.
const DEBOUNCE_MS = 200;

/**
 * `remora watch <paths...>`: analyses the nodes under the paths as the files
 * are on disk, then, each time files change, only the nodes whose own code
 * changed since the last pass (a method's edit re-runs the method, not its
 * class or module), one line per pass. It stops cleanly on Ctrl-C (or when
 * `stop` is aborted) after the pass under way.
 */
export async function runWatchCommand(
  args: readonly string[],
  io: CliIo,
  stop: AbortSignal = interrupted(),
): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, WATCH_FLAGS);
  const paths = positionals.length > 0 ? positionals : ['.'];
  const git = await createGit(io.cwd, io.env);
  const settings = await loadRunSettings(git.root, io.env, configFlags(values));
  let seen = new Map<string, string>();
  let pass = 0;

  const runPass = async (): Promise<void> => {
    pass += 1;
    const cleanups = new CleanupStack();
    try {
      const events = createCliEvents(io, undefined, values['log-level']);
      const { session } = await openCliSession(io, values, settings, {
        tree: { folder: git.root },
        events,
        cleanups,
      });
      const { files, diagnostics } = await listSourceFiles(paths, io.cwd, git.root);
      reportDiagnostics(diagnostics, io);
      const found = await session.discoverer.discover(files);
      for (const result of found) reportDiagnostics(result.diagnostics, io);
      const nodes = found.flatMap((result) => result.nodes);
      const now = new Map(nodes.map((node) => [keyOf(node), ownCode(node, nodes)]));
      const changed = nodes.filter((node) => seen.get(keyOf(node)) !== now.get(keyOf(node)));
      seen = now;
      if (changed.length === 0) {
        io.stdout(`pass ${pass}: no node changed\n`);
        return;
      }
      const report = await session.review(changed.map((node) => ({ node })));
      io.stdout(`pass ${pass}: ${describePass(changed, report)}\n`);
    } finally {
      await cleanups.run();
    }
  };

  // Passes run one at a time; changes during a pass start one more after it.
  let running = runPass();
  let timer: NodeJS.Timeout | undefined;
  const schedule = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(runPass, runPass);
    }, DEBOUNCE_MS);
  };
  const watchers: FSWatcher[] = paths.map((path) =>
    watch(resolve(io.cwd, path), { recursive: true }, (_, file) => {
      // A file of any language Remora reads; its own edits elsewhere (a cache) wake nothing.
      if (file === null || tryLanguageFor(String(file))) schedule();
    }),
  );
  await new Promise<void>((done) => {
    if (stop.aborted) done();
    stop.addEventListener('abort', () => done(), { once: true });
  });
  clearTimeout(timer);
  for (const watcher of watchers) watcher.close();
  await running;
  io.stderr(`remora watch: stopped after ${pass} pass${pass === 1 ? '' : 'es'}\n`);
  return 0;
}

/** Aborted on the first Ctrl-C. */
function interrupted(): AbortSignal {
  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());
  return controller.signal;
}

function keyOf(node: CSTNode): string {
  return `${node.file_path}\0${node.node_type}\0${node.full_name}`;
}

/**
 * A node's own code: its text without the definitions nested in it, so an
 * edit inside a method changes the method alone.
 */
function ownCode(node: CSTNode, nodes: readonly CSTNode[]): string {
  const bytes = Buffer.from(node.text);
  const inner = nodes
    .filter(
      (other) =>
        other !== node &&
        other.file_path === node.file_path &&
        other.start_byte >= node.start_byte &&
        other.end_byte <= node.end_byte &&
        (other.start_byte > node.start_byte || other.end_byte < node.end_byte),
    )
    .sort((a, b) => a.start_byte - b.start_byte);
  const kept: Buffer[] = [];
  let at = 0;
  for (const other of inner) {
    const from = other.start_byte - node.start_byte;
    if (from < at) continue;
    kept.push(bytes.subarray(at, from));
    at = other.end_byte - node.start_byte;
  }
  kept.push(bytes.subarray(at));
  return Buffer.concat(kept).toString('utf8');
}

/** `1 changed node (total) · lint 1 succeeded (1 with changes)`. */
function describePass(changed: readonly CSTNode[], report: ReviewReport): string {
  const names = changed.map((node) => node.full_name).join(', ');
  const ops = report.graph.ops.map((op) => {
    const results = report.nodes.flatMap((n) => n.ops).filter((r) => r.op === op);
    const count = (status: string) => results.filter((r) => r.status === status).length;
    const withChanges = results.filter((r) => r.diff !== '').length;
    return `${op} ${count('succeeded')} succeeded (${withChanges} with changes), ${count('failed')} failed, ${count('skipped')} skipped`;
  });
  return `${changed.length} changed node${changed.length === 1 ? '' : 's'} (${names}) · ${ops.join('; ')}`;
}
