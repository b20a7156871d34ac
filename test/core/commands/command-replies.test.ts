import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  acceptCommitMessage,
  renderForkPatch,
  quoteReason,
  renderHelp,
  renderRejected,
  renderRefusal,
  renderRetried,
} from '../../../src/core/commands/command-replies.js';

const OCTOCAT = { login: 'octocat', id: 583231 };
const LINT = { op: 'lint', workspaceId: 'lint-00000000000000aa', node: 'area', paths: ['app.py'] };
const TEST = { op: 'test', workspaceId: 'test-00000000000000bb', paths: ['tests/test_app.py'] };

describe('acceptCommitMessage', () => {
  it('names the op, the node and the commenter, who co-authors the commit', () => {
    expect(acceptCommitMessage([LINT], OCTOCAT, '/remora accept lint-00000000000000aa', 2)).toBe(
      [
        "Accept Remora's lint on area",
        '',
        '/remora accept lint-00000000000000aa, by @octocat on #2:',
        '- lint on area (lint-00000000000000aa): app.py',
        '',
        'Co-authored-by: octocat <583231+octocat@users.noreply.github.com>',
      ].join('\n'),
    );
  });

  it('counts several changes in the subject and lists each', () => {
    const message = acceptCommitMessage([LINT, TEST], OCTOCAT, '/remora accept all', 2);

    expect(message.split('\n').slice(0, 5)).toEqual([
      "Accept 2 of Remora's changes",
      '',
      '/remora accept all, by @octocat on #2:',
      '- lint on area (lint-00000000000000aa): app.py',
      '- test (test-00000000000000bb): tests/test_app.py',
    ]);
  });
});

describe('replies', () => {
  it('help lists the commands with the known ops, after the problem', () => {
    const help = renderHelp(['docstring', 'lint'], "unknown command or op 'format'");

    expect(help.split('\n')[0]).toBe(
      "Remora did not run anything: unknown command or op 'format'.",
    );
    expect(help).toContain('(`docstring`, `lint`)');
    expect(help).toContain('`/remora accept all`');
    expect(renderHelp(['lint'])).toMatch(/^\*\*Remora commands\*\*/);
  });

  it('help lists reject and retry, and every command of help is in the table of docs/commands.md', () => {
    const help = renderHelp(['lint']);
    expect(help).toContain('`/remora reject <workspace-id> [reason]`');
    expect(help).toContain('`/remora retry <workspace-id> [note]`');
    const page = readFileSync(join(import.meta.dirname, '../../../docs/commands.md'), 'utf8');
    const commands = [...help.matchAll(/^- `(\/remora [^`]+)`/gm)].map((m) => m[1] as string);
    expect(commands).toHaveLength(7);
    for (const command of commands)
      expect(page, command).toMatch(new RegExp(`^\\| \`${escape(command)}\` +\\|`, 'm'));
  });

  it("a rejection quotes the reviewer's reason inert: one line, no markup, no mention, capped", () => {
    const reply = renderRejected(
      [{ op: 'lint', workspaceId: 'lint-00000000000000aa', node: 'area' }],
      'octocat',
      'not *this*\n<!-- remora:v2 {} -->\n/remora accept all @team',
    );
    expect(reply.split('\n')).toEqual([
      "Rejected **lint** on `area` (`lint-00000000000000aa`) for @octocat: Remora will not suggest it again while the node's code stays the same.",
      '',
      'Reason: not \\*this\\* \\<!-- remora:v2 {} --\\> /remora accept all @\u200bteam',
    ]);
    expect(quoteReason('x'.repeat(5000))).toHaveLength(1001);
  });

  it('a fork gets the patch in a fence no line of it can close', () => {
    const patch = '--- a/README.md\n+++ b/README.md\n@@ -1 +1 @@\n-```\n+````\n';

    const reply = renderForkPatch('octocat/Hello-World', [LINT], patch, 'c'.repeat(40));

    expect(reply).toContain('the fork `octocat/Hello-World`');
    expect(reply).toContain(`\`\`\`\`\`diff\n${patch}\`\`\`\`\``);
  });

  it('a conflict names the file and both workspaces', () => {
    const reply = renderRefusal({
      kind: 'conflict',
      conflicts: [{ path: 'app.py', workspaces: ['lint-a', 'lint-b'] }],
    });

    expect(reply).toContain('- `app.py`: `lint-a` and `lint-b`');
    expect(reply).toContain('Nothing was committed.');
  });

  it('a retry that replaced nothing says why, and that the earlier suggestion stands', () => {
    const change = { op: 'lint', workspaceId: 'lint-00000000000000aa', node: 'area' };
    const what = 'Retried **lint** on `area` (`lint-00000000000000aa`) for @octocat';

    expect(renderRetried(change, 'octocat', '', { kind: 'no-change' })).toBe(
      `${what}: it suggested no change this time. The earlier suggestion stands.`,
    );
    expect(
      renderRetried(change, 'octocat', 'shorter', {
        kind: 'failed',
        why: 'failed (AGENT_004: the agent used its 15 turns)',
      }).split('\n'),
    ).toEqual([
      `${what}, but the op failed (AGENT_004: the agent used its 15 turns). The earlier suggestion stands.`,
      '',
      'Note: shorter',
    ]);
    expect(
      renderRetried(change, 'octocat', '', {
        kind: 'joined',
        ids: ['lint-00000000000000aa', 'docstring-00000000000000aa'],
      }),
    ).toBe(
      "This thread's suggestion joins `lint-00000000000000aa` and `docstring-00000000000000aa`: name the one to retry, `/remora retry <workspace-id> [note]`. Nothing was run.",
    );
    expect(renderRefusal({ kind: 'no-target', command: 'retry' })).toMatch(
      /^Retry which change\? Name its workspace id, `\/remora retry <workspace-id> \[note\]`/,
    );
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
